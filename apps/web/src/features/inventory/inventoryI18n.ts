import { inventoryMessages } from "@eln/shared/inventory";
import { addSharedMessages } from "../../i18n/addSharedMessages";
import "../materials/materialsI18n";

// The shared inventory schemas emit validation.* keys that live with them in @eln/shared.
addSharedMessages(inventoryMessages);
