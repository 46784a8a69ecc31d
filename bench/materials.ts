// `npm run bench` picks up bench/<section>.ts; the materials figures live in materialsSearch.ts.
export { default } from "./materialsSearch";
