/** Localized lines describing a `WardenChanges` (for chat cards and the pending list). */
import { WARDEN_ATTRIBUTES } from "../rules/attributes.js";
import type { WardenChanges } from "../rules/effects.js";
import { translations } from "../../../core/foundry/i18n.js";

export interface ChangeLine {
  label: string;
  value: string;
}

export function changeLines(changes: WardenChanges): ChangeLine[] {
  const i18n = translations();
  const lines: ChangeLine[] = [];
  if (changes.maxHp !== undefined) lines.push({ label: i18n.localize("ANTHOLOGY.Warden.Change.maxHp"), value: String(changes.maxHp) });
  for (const a of WARDEN_ATTRIBUTES) {
    const c = changes.attributes?.[a];
    const name = i18n.localize(`ANTHOLOGY.Warden.AttributeAbbr.${a}`);
    if (c?.max !== undefined) lines.push({ label: i18n.format("ANTHOLOGY.Warden.Change.max", { attribute: name }), value: String(c.max) });
    if (c?.value !== undefined) lines.push({ label: name, value: String(c.value) });
  }
  const gains = changes.gains ?? {};
  if (gains.maxHp !== undefined) lines.push({ label: i18n.localize("ANTHOLOGY.Warden.Change.maxHp"), value: `+${gains.maxHp}` });
  for (const a of WARDEN_ATTRIBUTES) {
    const g = gains.attributes?.[a];
    const name = i18n.localize(`ANTHOLOGY.Warden.AttributeAbbr.${a}`);
    if (g?.max !== undefined) lines.push({ label: i18n.format("ANTHOLOGY.Warden.Change.max", { attribute: name }), value: `+${g.max}` });
    if (g?.value !== undefined) lines.push({ label: name, value: `+${g.value}` });
  }
  if (changes.slots !== undefined) lines.push({ label: i18n.localize("ANTHOLOGY.Warden.Change.slots"), value: String(changes.slots) });
  if (changes.armorBonus) lines.push({ label: i18n.localize("ANTHOLOGY.Warden.Change.armor"), value: `+${changes.armorBonus}` });
  if (changes.fatigue) lines.push({ label: i18n.localize("ANTHOLOGY.Warden.Change.fatigue"), value: `+${changes.fatigue}` });
  return lines;
}
