import { Breadcrumbs, Link, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";

/** The trail above a page's heading: links to where the page belongs, then the page itself (not a link). */
export function PageBreadcrumbs(props: { links: { to: string; label: string; testId?: string }[]; current?: string }) {
  return (
    <Breadcrumbs sx={{ mb: 1 }}>
      {props.links.map((l) => (
        <Link key={l.to} component={RouterLink} to={l.to} underline="hover" color="inherit" data-testid={l.testId}>
          {l.label}
        </Link>
      ))}
      {props.current !== undefined && <Typography color="text.primary">{props.current}</Typography>}
    </Breadcrumbs>
  );
}
