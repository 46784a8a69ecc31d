/** What other features may use of comments/ (they import it from here, or its tables from schema.ts). */
export { markWitnessRequestsRead, notifyWitnessRequest } from "./commentCommands";
export { pushNotifications } from "./pushLive";
