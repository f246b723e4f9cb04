/**
 * Anthology's TokenDocument class (CONFIG.Token.documentClass). v13 `TokenDocument#getBarAttribute` marks a bar
 * `editable` only when the schema has a NumberField at `<attribute>.value`
 * (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html#getbarattribute), so a bar the data
 * model derives from its rules (documents/token-bars.ts) would be read-only on the token HUD although
 * `AnthologyActor#modifyTokenAttribute` knows the stored field it edits. dnd5e's TokenDocument5e marks its derived
 * resources editable the same way.
 */
import { tokenBarEditOf } from "./token-bars.js";

export class AnthologyTokenDocument extends foundry.documents.TokenDocument {
  override getBarAttribute(barName: string, options?: TokenDocument.GetBarAttributeOptions): TokenDocument.GetBarAttributeReturn {
    const data = super.getBarAttribute(barName, options);
    if (data?.type === "bar" && tokenBarEditOf(this.actor?.system, data.attribute)) return { ...data, editable: true };
    return data;
  }
}
