/**
 * Harness gaps this room's tests fill (reported to the lead):
 * - Foundry registers the core.rollMode setting itself; postChatCard reads it.
 * - ActiveEffect#update in the harness ignores `changes`, `disabled` and `statuses` (Foundry applies them).
 * - The harness prepares an actor again without re-initializing its system from the source, so Active
 *   Effect changes add up over repeated preparations; Foundry re-initializes before each preparation.
 */
type Effect = { changes: unknown[]; disabled: boolean; statuses: Set<string>; rootDocument(): { prepareData(): void } };

export function fillGmHarnessGaps(): void {
  if (!game.settings!.settings.has("core.rollMode")) {
    game.settings!.register("core", "rollMode" as never, { scope: "client", config: false, type: String, default: "publicroll" } as never);
  }
  const proto = (globalThis as unknown as { ActiveEffect: { prototype: Record<string, unknown> } }).ActiveEffect.prototype;
  if (proto.__gmPatched) return;
  const base = proto.update as (this: Effect, changes: Record<string, unknown>, options?: object) => Promise<Effect>;
  proto.update = async function (this: Effect, changes: Record<string, unknown> = {}, options: object = {}) {
    if (Array.isArray(changes.changes)) this.changes = structuredClone(changes.changes);
    if (typeof changes.disabled === "boolean") this.disabled = changes.disabled;
    if (Array.isArray(changes.statuses)) this.statuses = new Set(changes.statuses as string[]);
    return base.call(this, changes, options);
  };
  proto.__gmPatched = true;

  const actorProto = (globalThis as unknown as { Actor: { prototype: Record<string, unknown> } }).Actor.prototype;
  const prepare = actorProto.prepareData as (this: Record<string, unknown>) => void;
  actorProto.prepareData = function (this: { system: { _source?: object; constructor: new (s: object, o: object) => object } }) {
    const system = this.system;
    if (system?._source) this.system = new system.constructor(structuredClone(system._source), { parent: this }) as typeof system;
    return prepare.call(this as unknown as Record<string, unknown>);
  };
}
