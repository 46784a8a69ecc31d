import { Divider, ListItemIcon, ListItemText, Menu, MenuItem } from "@mui/material";
import CheckIcon from "@mui/icons-material/Check";
import { findParentNode, type ChainedCommands, type Editor } from "@tiptap/core";
import { selectedRect } from "@tiptap/pm/tables";
import type { EditorState } from "@tiptap/pm/state";
import { useTranslation } from "react-i18next";

/** Whether the table holding the selection has a header row (every cell of its first row a header). */
export function hasHeaderRow(editor: Editor): boolean {
  const table = findParentNode((node) => node.type.name === "table")(editor.state.selection)?.node;
  const first = table?.firstChild;
  if (!first || first.childCount === 0) return false;
  let all = true;
  first.forEach((cell) => (all &&= cell.type.name === "tableHeader"));
  return all;
}

/**
 * Whether the selected cells span every row (or column) of their table. `deleteRow` and `deleteColumn`
 * say they can run there (editor.can() asks without dispatching, and they only check when they
 * dispatch), but then do nothing: the table's last row or column goes with "Delete table".
 */
export function spansWholeTable(state: EditorState, axis: "rows" | "columns"): boolean {
  const rect = selectedRect(state);
  return axis === "rows" ? rect.top === 0 && rect.bottom === rect.map.height : rect.left === 0 && rect.right === rect.map.width;
}

type Action = { key: string; run(c: ChainedCommands): ChainedCommands; whole?: "rows" | "columns" };

const ACTIONS: Action[][] = [
  [
    { key: "addRowAbove", run: (c) => c.addRowBefore() },
    { key: "addRowBelow", run: (c) => c.addRowAfter() },
    { key: "addColumnLeft", run: (c) => c.addColumnBefore() },
    { key: "addColumnRight", run: (c) => c.addColumnAfter() },
  ],
  [
    { key: "deleteRow", run: (c) => c.deleteRow(), whole: "rows" },
    { key: "deleteColumn", run: (c) => c.deleteColumn(), whole: "columns" },
  ],
];

/**
 * What can be done to the table holding the caret, from one toolbar button (one Tab stop). Each item
 * is disabled when its command cannot run there (the only row or column cannot be deleted: "Delete
 * table" does that; nor can a row go above the header row). After an action the focus goes back to the
 * button, so the next one is an Enter away; after "Delete table", to the text where the table stood.
 */
export function TableMenu({ editor, anchor, onClose }: { editor: Editor; anchor: HTMLElement | null; onClose(): void }) {
  const { t } = useTranslation("notes");
  const open = !!anchor && editor.isActive("table");
  const can = (a: (c: ChainedCommands) => ChainedCommands) => open && a(editor.can().chain()).run();
  const act = (a: (c: ChainedCommands) => ChainedCommands) => {
    onClose();
    a(editor.chain()).run();
  };
  const header = open && hasHeaderRow(editor);
  // A row added above the header row would stand above the header (and "Header row" then act on it).
  const inHeaderRow = header && selectedRect(editor.state).top === 0;
  return (
    <Menu anchorEl={anchor} open={open} onClose={onClose} slotProps={{ list: { "aria-label": t("editor.tableMenu"), dense: true } }} data-testid="table-menu">
      {ACTIONS.flatMap((group, g) => [
        ...(g > 0 ? [<Divider key={`d${g}`} />] : []),
        ...group.map((a) => (
          <MenuItem
            key={a.key}
            disabled={!can(a.run) || (!!a.whole && spansWholeTable(editor.state, a.whole)) || (a.key === "addRowAbove" && inHeaderRow)}
            onClick={() => act(a.run)}
          >
            <ListItemText inset primary={t(`editor.${a.key}`)} />
          </MenuItem>
        )),
      ])}
      <Divider />
      <MenuItem role="menuitemcheckbox" aria-checked={header} disabled={!can((c) => c.toggleHeaderRow())} onClick={() => act((c) => c.toggleHeaderRow())}>
        {header ? (
          <ListItemIcon>
            <CheckIcon fontSize="small" />
          </ListItemIcon>
        ) : null}
        <ListItemText inset={!header} primary={t("editor.headerRow")} />
      </MenuItem>
      <Divider />
      {/* The menu's button goes with the table: the focus goes to the text where the table stood, not to the page. */}
      <MenuItem disabled={!can((c) => c.deleteTable())} onClick={() => act((c) => c.deleteTable().focus())} sx={{ color: "error.main" }}>
        <ListItemText inset primary={t("editor.deleteTable")} />
      </MenuItem>
    </Menu>
  );
}
