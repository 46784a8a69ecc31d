// The app's one date format lives in lib/formatDate (shop and inventory use it too).
export { formatDateTime } from "../../lib/formatDate";
