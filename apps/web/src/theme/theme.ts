import { createTheme } from "@mui/material/styles";
import { jaJP } from "@mui/material/locale";

declare module "@mui/material/styles" {
  interface BreakpointOverrides {
    xxl: true;
  }
}

// Spec §9: light theme, primary blue; breakpoints sm 600, md 960, lg 1280, xl 1920, xxl 2560.
export const theme = createTheme({
  // A darker orange than MUI's (#ed6c02 is 3.1:1 with white): warning chips, labels and text
  // reach WCAG AA's 4.5:1 both as text on white and as white text on it (5.5:1).
  palette: { mode: "light", primary: { main: "#1565c0" }, warning: { main: "#b34700", contrastText: "#fff" }, background: { default: "#f5f7fa" } },
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Noto Sans JP", "Hiragino Sans", "Yu Gothic UI", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    h1: { fontSize: "1.75rem", fontWeight: 600 },
    h2: { fontSize: "1.4rem", fontWeight: 600 },
    h3: { fontSize: "1.2rem", fontWeight: 600 },
  },
  components: {
    // What keyboard focus scrolls into view clears the sticky app bar (64 px; 56 on phones), which
    // hid a focused control at the top of the page (WCAG 2.4.11).
    MuiCssBaseline: { styleOverrides: { html: { scrollPaddingTop: 72, scrollPaddingBottom: 16 } } },
    // A clear keyboard focus ring on every button, chip, tab, sort header and menu item
    // (WCAG 2.4.7, 1.4.11): blue on light backgrounds, its white inner edge on the blue app bar.
    MuiButtonBase: { styleOverrides: { root: { "&.Mui-focusVisible": { outline: "2px solid #1565c0", outlineOffset: 2, boxShadow: "0 0 0 2px #fff" } } } },
    MuiMenuItem: { styleOverrides: { root: { "&.Mui-focusVisible": { outlineOffset: -2 } } } },
    MuiListItemButton: { styleOverrides: { root: { "&.Mui-focusVisible": { outlineOffset: -2 } } } },
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: "none" } } },
    MuiTextField: { defaultProps: { size: "small", fullWidth: true } },
  },
});

/**
 * The theme with MUI's own words in Japanese (an Autocomplete's "Clear" and "Open" buttons,
 * pagination, "No options"): screen readers heard them in English on Japanese pages.
 */
export const themeJa = createTheme(theme, jaJP);

/** Below lg the layout switches to its mobile form (spec §9: mobile breakpoint lg). */
export const MOBILE_BREAKPOINT = "lg" as const;
export const SCROLL_ANIMATION_MS = 300;
