import { create } from "zustand";
import { persistFields, readStored } from "../../state/storage";

/**
 * Whether "/" jumps to search. A one-character shortcut must be possible to turn off
 * (WCAG 2.1.4): speech-input users trigger it by accident. A browser preference, kept
 * across sign-outs, so not one of the session slices.
 */
interface ShortcutPrefs {
  slashToSearch: boolean;
  setSlashToSearch(on: boolean): void;
}
export const useShortcutPrefs = create<ShortcutPrefs>()((set) => ({
  slashToSearch: readStored<boolean>("prefs", "slashToSearch", true),
  setSlashToSearch: (on) => set({ slashToSearch: on }),
}));
persistFields<ShortcutPrefs>("prefs", ["slashToSearch"], useShortcutPrefs.subscribe);
