/**
 * What Anthology tells fvtt-types about its own configuration, by the declaration merging fvtt-types documents in
 * its `configuration` module: the document classes set on CONFIG at init (module/anthology.ts).
 */
import type { AnthologyActor } from "../module/core/documents/actor.js";
import type { AnthologyItem } from "../module/core/documents/item.js";

declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  interface DocumentClassConfig {
    Actor: typeof AnthologyActor;
    Item: typeof AnthologyItem;
  }
}
