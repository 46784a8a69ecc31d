/** What other features may use of materials/ (they import it from here, or its tables from schema.ts). */
export { createMaterial } from "./materialCommands";
export { likePattern, materialSearchText } from "./materialSearchText";
export { findNoteLine, loadNoteMaterialRows } from "./noteMaterialLines";
export { onNoteMaterialsChanged } from "./noteMaterialsEvents";
export { copyNoteMaterials, loadNoteMaterialsSnapshot, restoreNoteMaterials, type NoteMaterialSnapshotLine } from "./noteMaterialsSnapshot";
export { pushAfterWrites } from "./pushNoteMaterials";
export { seedDemoMaterials } from "./seedDemoMaterials";
