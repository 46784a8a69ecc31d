import { describe, expect, it } from "vitest";
import { can, type Action, type Actor } from "./roles";

// docs/design.md §3 table, row by row.
const actors: Record<string, Actor> = {
  spaceOwner: { spaceRole: "owner", projectRole: null },
  spaceMemberNoProject: { spaceRole: "member", projectRole: null },
  projectOwner: { spaceRole: "member", projectRole: "owner" },
  editor: { spaceRole: "member", projectRole: "editor" },
  viewer: { spaceRole: "member", projectRole: "viewer" },
  outsider: { spaceRole: null, projectRole: null },
};

const table: Record<Action, string[]> = {
  "space.read": ["spaceOwner", "spaceMemberNoProject", "projectOwner", "editor", "viewer"],
  "space.update": ["spaceOwner"],
  "space.delete": ["spaceOwner"],
  "space.manageMembers": ["spaceOwner"],
  "space.createProject": ["spaceOwner", "spaceMemberNoProject", "projectOwner", "editor", "viewer"],
  "space.leave": ["spaceOwner", "spaceMemberNoProject", "projectOwner", "editor", "viewer"],
  "project.read": ["spaceOwner", "projectOwner", "editor", "viewer"],
  "project.update": ["spaceOwner", "projectOwner"],
  "project.delete": ["spaceOwner", "projectOwner"],
  "project.manageMembers": ["spaceOwner", "projectOwner"],
  "project.leave": ["spaceOwner", "projectOwner", "editor", "viewer"],
  "note.create": ["spaceOwner", "projectOwner", "editor"],
  "note.read": ["spaceOwner", "projectOwner", "editor", "viewer"],
  "note.update": ["spaceOwner", "projectOwner", "editor"],
  "note.delete": ["spaceOwner", "projectOwner", "editor"],
  "tag.write": ["spaceOwner", "projectOwner", "editor"],
  "attachment.write": ["spaceOwner", "projectOwner", "editor"],
  "attachment.read": ["spaceOwner", "projectOwner", "editor", "viewer"],
  "noteMaterial.write": ["spaceOwner", "projectOwner", "editor"],
  "material.write": ["spaceOwner", "spaceMemberNoProject", "projectOwner", "editor", "viewer"],
  "space.audit": ["spaceOwner"],
  "space.trash": ["spaceOwner"],
  "note.lock": ["spaceOwner", "projectOwner"],
  "note.sign": ["spaceOwner", "projectOwner", "editor", "viewer"],
  "note.signAsAuthor": ["spaceOwner", "projectOwner", "editor"],
};

describe("permission table", () => {
  for (const [action, allowed] of Object.entries(table)) {
    for (const [name, actor] of Object.entries(actors)) {
      const expected = allowed.includes(name);
      it(`${name} ${expected ? "may" : "may not"} ${action}`, () => {
        expect(can(actor, action as Action)).toBe(expected);
      });
    }
  }
});
