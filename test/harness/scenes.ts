/**
 * `game.scenes`, `Scene#tokens` and a token's `actor`, as far as code that walks every token actor needs them
 * (v13 client/documents/scene.mjs, client/documents/token.mjs `TokenDocument#actor`): a linked token's actor is the
 * world actor; an unlinked token (`actorLink: false`) has its own synthetic actor, built from the base actor's source
 * with the token's delta over it, `isToken` true, the base actor's id, and NOT in `game.actors`
 * ([TokenDocument#actor](https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html#actor),
 * [ActorDelta](https://foundryvtt.com/api/v13/classes/foundry.documents.ActorDelta.html)). No canvas, no viewed
 * scene, no delta written back on update: a model of where the actors are, not of ActorDelta's bookkeeping.
 */
import { Actor, Collection, type BaseDocument } from "./documents.js";

type Source = Record<string, unknown>;

export interface HarnessToken {
  id: string;
  actorId: string;
  actorLink: boolean;
  readonly actor: Actor | null;
}

export class HarnessScene {
  static documentName = "Scene";
  readonly tokens = new Collection<HarnessToken>();
  constructor(
    readonly id: string,
    readonly name: string,
  ) {}
}

let counter = 0;
function nextId(prefix: string): string {
  counter += 1;
  return `${prefix}${String(counter).padStart(16 - prefix.length, "0")}`;
}

function scenes(): Collection<HarnessScene> {
  return (globalThis as unknown as { game: { scenes: Collection<HarnessScene> } }).game.scenes;
}

/** Empties `game.scenes` (each test starts with a world that has no scene). */
export function resetScenes(): void {
  (globalThis as unknown as { game: { scenes: Collection<HarnessScene> } }).game.scenes = new Collection<HarnessScene>();
}

/** A new scene in `game.scenes`. */
export function createScene(name = "Scene"): HarnessScene {
  const scene = new HarnessScene(nextId("Scene"), name);
  scenes().set(scene.id, scene);
  return scene;
}

/**
 * Places a token of `base` on `scene`. Linked: its actor is `base` itself. Unlinked: a synthetic actor of the
 * system's Actor class, from `base`'s source with `delta` merged over it, prepared once.
 */
export function placeToken(scene: HarnessScene, actorDocument: object, { actorLink, delta = {} }: { actorLink: boolean; delta?: Source }): HarnessToken {
  const base = actorDocument as BaseDocument;
  const id = nextId("Token");
  let actor: Actor | null = null;
  if (!actorLink) {
    const cls = (globalThis as unknown as { CONFIG: { Actor: { documentClass?: typeof Actor } } }).CONFIG.Actor.documentClass ?? Actor;
    const items = base instanceof Actor ? base.items.map((i) => i.toObject()) : [];
    const source = foundry.utils.mergeObject({ ...base.toObject(), items }, delta, { inplace: false }) as Source;
    actor = new cls(source);
    Object.defineProperty(actor, "isToken", { value: true });
    actor.prepareData();
  }
  const token: HarnessToken = {
    id,
    actorId: base.id,
    actorLink,
    get actor() {
      if (!actorLink) return actor;
      const world = (globalThis as unknown as { game: { actors: Collection<Actor> } }).game.actors.get(base.id);
      return world ?? null;
    },
  };
  scene.tokens.set(id, token);
  return token;
}
