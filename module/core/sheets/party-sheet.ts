/**
 * The party sheet (README "The party"), one for every ruleset: each member with the numbers the GM glances at, from
 * the member's own ruleset (`RulesetDefinition.partyGlance`), a click on a member opening their sheet, members added
 * by dropping actors on the sheet and removed with a button, and the GM's roll request to the whole party (the
 * request machinery of module/core/requests/, pre-filled with the members). A user who may not observe a member
 * sees their name and portrait only.
 */
import { AnthologyActorSheet } from "./actor-sheet.js";
import type { SheetContext, SheetRenderOptions } from "../sheet-shapes.js";
import { formatChance } from "../rules/chance.js";
import { addPartyMember, memberGlance, partyMembers, removePartyMember } from "../party/members.js";
import { openRollRequest } from "../requests/dialog.js";
import { callDropActorSheetData } from "../foundry/hooks.js";
import { format, localize } from "../foundry/i18n.js";

const TEMPLATE = "systems/anthology/templates/core/party.hbs";

interface MemberRow {
  id: string;
  missing: boolean;
  name: string;
  img: string;
  /** Whether this user may see the member's numbers (Observer or more, as on the member's own sheet). */
  visible: boolean;
  bars: { label: string; value: number; max: number }[];
  rolls: { label: string; chance: string }[];
  difficulty: string;
}

export class PartySheet extends AnthologyActorSheet {
  static override PUBLIC_DESCRIPTION = null;
  static override DEFAULT_OPTIONS = {
    classes: ["anthology-party"],
    position: { width: 640, height: 640 },
    actions: {
      removeMember: PartySheet.#onRemoveMember,
      requestRoll: PartySheet.#onRequestRoll,
    },
  };

  static override PARTS = {
    main: { template: TEMPLATE, scrollable: [""] },
  };

  override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    const user = game.user;
    const members: MemberRow[] = partyMembers(this.actor).map(({ id, actor }) => {
      if (!actor)
        return { id, missing: true, name: format("ANTHOLOGY.Party.MissingMember", { id }), img: "", visible: false, bars: [], rolls: [], difficulty: "" };
      const visible = !!user && actor.testUserPermission(user, "OBSERVER");
      const glance = visible ? memberGlance(actor) : null;
      return {
        id,
        missing: false,
        name: actor.name ?? "",
        img: actor.img ?? "",
        visible,
        bars: glance?.bars ?? [],
        rolls: (glance?.rolls ?? []).map((r) => ({ label: r.label, chance: r.chance === null ? "—" : formatChance(r.chance) })),
        difficulty: glance ? format("ANTHOLOGY.Party.ChanceAgainst", { difficulty: glance.difficulty }) : "",
      };
    });
    return { ...context, members, hasMembers: members.length > 0 };
  }

  /**
   * An actor dropped on the sheet joins the party. v13 ActorSheetV2#_onDrop reads the drag data, asks the
   * `dropActorSheetData` hook and hands an Actor to `_onDropActor`, which it leaves to systems
   * (client/applications/sheets/actor-sheet.mjs); items have no place on a party and are refused with a message.
   */
  protected override async _onDrop(event: DragEvent): Promise<unknown> {
    let data: { type?: unknown; uuid?: unknown } = {};
    try {
      data = JSON.parse(event.dataTransfer?.getData("text/plain") ?? "{}") as typeof data;
    } catch {
      return null;
    }
    if (data.type !== "Actor") return super._onDrop(event);
    if (!callDropActorSheetData(this.actor, this, data)) return null;
    const actor = typeof data.uuid === "string" ? ((await fromUuid(data.uuid)) as Actor.Implementation | null) : null;
    return addPartyMember(this.actor, actor);
  }

  protected override async _onDropItem(_event: DragEvent, item: Item.Implementation): Promise<unknown> {
    ui.notifications?.warn(format("ANTHOLOGY.Party.Warn.NoItems", { item: item.name ?? "" }));
    return null;
  }

  /**
   * A member's name opens their sheet, which anyone who may see the party may do (Foundry shows the member's sheet
   * as that user may see it): handled here, where v13 ApplicationV2 sends an action with no registered handler,
   * outside the owner guard of AnthologyActorSheet.
   */
  protected override _onClickAction(event: PointerEvent, target: HTMLElement): void {
    if (target.dataset.action !== "openMember") return super._onClickAction(event, target);
    const id = target.closest<HTMLElement>("[data-member-id]")?.dataset.memberId ?? "";
    const actor = game.actors?.get(id) as Actor.Implementation | undefined;
    if (!actor) {
      ui.notifications?.warn(localize("ANTHOLOGY.Party.Warn.Gone"));
      return;
    }
    void actor.sheet?.render(true);
  }

  static async #onRemoveMember(this: PartySheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const id = target.closest<HTMLElement>("[data-member-id]")?.dataset.memberId;
    if (id) await removePartyMember(this.actor, id);
  }

  /** The GM's roll request, pre-filled with the members who are still in the world. */
  static async #onRequestRoll(this: PartySheet): Promise<unknown> {
    const actors = partyMembers(this.actor).flatMap((m) => (m.actor ? [m.actor] : []));
    if (actors.length === 0) {
      ui.notifications?.warn(localize("ANTHOLOGY.Party.Warn.Empty"));
      return null;
    }
    return openRollRequest(actors);
  }
}
