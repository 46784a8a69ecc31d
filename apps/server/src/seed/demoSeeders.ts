import type { AppContext } from "../http/context";

// Each feature adds what a demo user should find (a space, a project, notes ...).
export const demoSeeders: ((ctx: AppContext, userId: string) => Promise<void>)[] = [];
// The space and projects come first: later seeders fill the project the space page lists first.
import { seedDemoSpace } from "../spaces"; demoSeeders.push(seedDemoSpace);
import { seedShopDemo } from "../shop"; demoSeeders.push(seedShopDemo);
import { seedDemoNotes } from "../notes"; demoSeeders.push(seedDemoNotes);
import { seedDemoMaterials } from "../materials"; demoSeeders.push(seedDemoMaterials);
import { seedDemoAttachments } from "../attachments"; demoSeeders.push(seedDemoAttachments);
import { seedDemoTemplates } from "../templates"; demoSeeders.push(seedDemoTemplates);
