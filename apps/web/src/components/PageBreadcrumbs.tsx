import { Breadcrumbs, Link, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";

// A long name (a 200-character identifier without spaces) keeps to one line, cut with an ellipsis,
// instead of running off the screen or filling it: the full name is its tooltip, and the page's
// heading below shows the current one in full.
const oneLine = { display: "block", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" } as const;

/** The trail above a page's heading: links to where the page belongs, then the page itself (not a link). */
export function PageBreadcrumbs(props: { links: { to: string; label: string; testId?: string }[]; current?: string }) {
  return (
    <Breadcrumbs sx={{ mb: 1, "& .MuiBreadcrumbs-li": { minWidth: 0, maxWidth: "100%" } }}>
      {props.links.map((l) => (
        <Link key={l.to} component={RouterLink} to={l.to} underline="hover" color="inherit" data-testid={l.testId} title={l.label} sx={oneLine}>
          {l.label}
        </Link>
      ))}
      {props.current !== undefined && (
        <Typography color="text.primary" title={props.current} sx={oneLine}>
          {props.current}
        </Typography>
      )}
    </Breadcrumbs>
  );
}
