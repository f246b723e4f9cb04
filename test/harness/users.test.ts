// The harness's users, permissions, message delivery and DialogV2 behave as Foundry v13 (see README.md).
import { describe, expect, it } from "vitest";
import { DialogV2 } from "./applications.js";
import { GM, GM2, LIMITED, OBSERVER, PLAYER, PLAYER2, castOwnership, harness } from "./foundry.js";

type Users = { activeGM: { id: string; isSelf: boolean } | null; get(id: string): unknown; contents: unknown[]; players: unknown[] };
const users = () => game.users as unknown as Users;

async function actorX() {
  return (await Actor.create({ name: "X", type: "base", ownership: castOwnership() } as never)) as unknown as Actor.Implementation;
}
type Msg = { data: { whisper?: string[]; blind?: boolean; author?: string }; id: string; update(c: object): Promise<unknown>; delete(): Promise<unknown> };

describe("harness users (v13 Users, User)", () => {
  it("game.users holds the cast; activeGM is the connected GM with the lowest id, or null", () => {
    expect(users().get(PLAYER.id)).toBe(PLAYER);
    expect(users().contents).toHaveLength(6);
    expect(users().players).toEqual([PLAYER, PLAYER2, OBSERVER, LIMITED]);
    expect(users().activeGM).toBe(GM);
    harness.connect(GM2);
    expect(users().activeGM).toBe(GM);
    harness.connect(GM, false);
    expect(users().activeGM).toBe(GM2);
    harness.connect(GM2, false);
    expect(users().activeGM).toBeNull();
  });

  it("isSelf is true only for the user whose client runs the code", async () => {
    expect(GM.isSelf).toBe(true);
    expect(await harness.onClientOf(GM2, () => [GM.isSelf, GM2.isSelf])).toEqual([false, true]);
    harness.actAs(PLAYER);
    expect(PLAYER.isSelf && !GM.isSelf).toBe(true);
  });

  it("runs an every-client hook on each connected client", async () => {
    harness.connect(GM2);
    const seen: string[] = [];
    Hooks.on("testHook" as never, (() => void seen.push(game.user!.id)) as never);
    const ran = await harness.callOnEveryClient("testHook");
    expect(seen).toEqual(ran.map((u) => u.id));
    expect(seen).toContain(GM2.id);
  });

  it("a user's connection change is told to every other connected client (v13 Users.#handleUserActivity), not their own", async () => {
    harness.connect(GM2);
    const seen: string[] = [];
    Hooks.on(
      "userConnected" as never,
      ((user: { id: string; active: boolean }, active: boolean) => void seen.push(`${game.user!.id}:${user.id}:${active}:${user.active}`)) as never,
    );
    harness.connect(PLAYER2, false);
    await harness.settle();
    const others = [GM, GM2, PLAYER, OBSERVER, LIMITED].filter((u) => u.active).map((u) => `${u.id}:${PLAYER2.id}:false:false`);
    expect(seen).toEqual(others);
    expect(seen.some((s) => s.startsWith(`${PLAYER2.id}:`))).toBe(false);
    // No change, no hook (v13 calls it only when `active` changes).
    seen.length = 0;
    harness.connect(PLAYER2, false);
    expect(seen).toEqual([]);
    harness.connect(PLAYER2, true);
    expect(seen.every((s) => s.endsWith(":true:true"))).toBe(true);
    expect(seen).toHaveLength(others.length);
  });
});

describe("harness ownership (v13 Document permissions)", () => {
  it("testUserPermission, permission, isOwner and canUserModify follow ownership (a GM owns all)", async () => {
    const x = await actorX();
    const doc = x as unknown as {
      testUserPermission(u: unknown, l: string, o?: object): boolean;
      canUserModify(u: unknown, a: string): boolean;
      permission: number;
      isOwner: boolean;
      limited: boolean;
    };
    expect([GM, PLAYER, OBSERVER, LIMITED, PLAYER2].map((u) => doc.testUserPermission(u, "OBSERVER"))).toEqual([true, true, true, false, false]);
    expect([GM, PLAYER, OBSERVER].map((u) => doc.canUserModify(u, "update"))).toEqual([true, true, false]);
    expect(doc.testUserPermission(LIMITED, "LIMITED", { exact: true })).toBe(true);
    harness.actAs(OBSERVER);
    expect([doc.permission, doc.isOwner]).toEqual([2, false]);
    harness.actAs(LIMITED);
    expect(doc.limited).toBe(true);
  });

  it("refuses an update, an embedded change or a status toggle by a user who does not own the document, as the server does", async () => {
    const x = await actorX();
    await x.createEmbeddedDocuments("Item", [{ name: "Sword", type: "base" }] as never);
    const sword = x.items.contents[0]!;
    harness.actAs(OBSERVER);
    await expect(x.update({ name: "Y" } as never)).rejects.toThrow(/lacks permission to update Actor/);
    expect(harness.notifications.log.at(-1)).toMatchObject({ type: "error" });
    await expect(sword.update({ name: "Axe" } as never)).rejects.toThrow(/lacks permission/);
    await expect(x.createEmbeddedDocuments("Item", [{ name: "Axe", type: "base" }] as never)).rejects.toThrow(/lacks permission/);
    await expect(x.deleteEmbeddedDocuments("Item", [sword.id!])).rejects.toThrow(/lacks permission/);
    await expect(x.toggleStatusEffect("dead")).rejects.toThrow(/lacks permission/);
    expect([x.name, sword.name, x.items.size]).toEqual(["X", "Sword", 1]);
    harness.actAs(PLAYER);
    await x.update({ name: "Y" } as never);
    expect(x.name).toBe("Y");
  });

  it("refuses a player's world Actor or Item, and an embedded item on an actor they do not own", async () => {
    const x = await actorX();
    harness.actAs(PLAYER2);
    await expect(Actor.create({ name: "Y", type: "base" } as never)).rejects.toThrow(/lacks permission to create Actor/);
    await expect(Item.create({ name: "I", type: "base" } as never)).rejects.toThrow(/lacks permission to create Item/);
    await expect(Item.create({ name: "I", type: "base" } as never, { parent: x } as never)).rejects.toThrow(/lacks permission/);
    harness.actAs(PLAYER);
    await Item.create({ name: "I", type: "base" } as never, { parent: x } as never);
    await ChatMessage.create({ content: "as myself" } as never);
    await expect(ChatMessage.create({ content: "as the GM", author: GM.id } as never)).rejects.toThrow(/lacks permission to create ChatMessage/);
    expect(game.actors!.size).toBe(1);
  });

  it("lets only its author or a GM update or delete a chat message", async () => {
    harness.actAs(PLAYER2);
    const message = (await ChatMessage.create({ content: "mine" } as never)) as unknown as Msg;
    expect(message.data.author).toBe(PLAYER2.id);
    harness.actAs(PLAYER);
    await expect(message.update({ "flags.anthology.done": true })).rejects.toThrow(/lacks permission to update ChatMessage/);
    await expect(message.delete()).rejects.toThrow(/lacks permission to delete ChatMessage/);
    harness.actAs(PLAYER2);
    await message.update({ "flags.anthology.done": true });
    harness.actAs(GM);
    await message.delete();
    expect(harness.messages()).toHaveLength(0);
  });
});

describe("harness delivery (v13 ChatMessage#visible, #isContentVisible, applyRollMode)", () => {
  it("applies roll modes as v13: private and blind to every GM, self to the author, public to nobody", () => {
    const mode = (m: string, whisper?: string[]) =>
      ChatMessage.applyRollMode({ whisper } as never, m as never) as unknown as { whisper: string[]; blind: boolean };
    expect(mode("publicroll", [PLAYER.id])).toEqual({ whisper: [], blind: false });
    expect(mode("gmroll")).toEqual({ whisper: [GM.id, GM2.id], blind: false });
    expect(mode("blindroll")).toEqual({ whisper: [GM.id, GM2.id], blind: true });
    expect(mode("gmroll", [PLAYER.id])).toEqual({ whisper: [PLAYER.id], blind: false });
    harness.actAs(PLAYER);
    expect(mode("selfroll")).toEqual({ whisper: [PLAYER.id], blind: false });
    void game.settings!.set("core", "rollMode", "gmroll");
    expect(mode("roll").whisper).toEqual([GM.id, GM2.id]);
  });

  it("delivers whispers to recipients and author only, whispered rolls to all (content hidden), blind rolls to the author", async () => {
    const roll = await new Roll("1d6").evaluate();
    await ChatMessage.create({ content: "public" } as never);
    harness.actAs(PLAYER);
    await ChatMessage.create(ChatMessage.applyRollMode({ content: "note" } as never, "gmroll") as never);
    await ChatMessage.create(ChatMessage.applyRollMode({ content: "secret roll", rolls: [roll] } as never, "gmroll") as never);
    await ChatMessage.create(ChatMessage.applyRollMode({ content: "blind roll", rolls: [roll] } as never, "blindroll") as never);
    const held = (u: typeof GM) => harness.clientMessages(u).map((m) => m.content);
    const read = (u: typeof GM) => harness.readableMessages(u).map((m) => m.content);
    expect(held(GM)).toEqual(["public", "note", "secret roll", "blind roll"]);
    expect(held(PLAYER2)).toEqual(["public", "secret roll", "blind roll"]);
    expect(read(PLAYER2)).toEqual(["public"]);
    expect(held(PLAYER)).toEqual(["public", "note", "secret roll", "blind roll"]);
    expect(read(PLAYER)).toEqual(["public", "note", "secret roll"]);
    expect(read(GM2)).toEqual(["public", "note", "secret roll", "blind roll"]);
  });
});

describe("harness DialogV2 (v13 dialog.mjs)", () => {
  const content = '<label>Days <input name="days" type="number" value="1"></label><input name="herb" type="checkbox">';
  const buttons = [
    {
      action: "rest",
      label: "Rest",
      default: true,
      callback: (_e: Event, b: HTMLButtonElement) => ({
        days: Number(new FormData(b.form!).get("days")),
        herb: (b.form!.elements.namedItem("herb") as HTMLInputElement).checked,
      }),
    },
    { action: "cancel", label: "Cancel" },
    { action: "empty", label: "Empty", callback: () => null },
  ];

  it("a click runs the button's real callback on the rendered form; null or no callback resolve the action", async () => {
    DialogV2.respond(() => DialogV2.click("rest", { days: 3, herb: true }));
    expect(await DialogV2.wait({ content, buttons })).toEqual({ days: 3, herb: true });
    DialogV2.respond(() => DialogV2.click("cancel"));
    expect(await DialogV2.wait({ content, buttons })).toBe("cancel");
    DialogV2.respond(() => DialogV2.click("empty"));
    expect(await DialogV2.wait({ content, buttons })).toBe("empty");
  });

  it("runs `render` with the dialog, whose element holds the rendered form", async () => {
    let names: string[] = [];
    DialogV2.respond((_config, dialog) => {
      names = [...dialog.form!.elements].map((e) => (e as HTMLInputElement).name);
      return DialogV2.dismiss();
    });
    const seen: unknown[] = [];
    await DialogV2.wait({ content, buttons, render: (_e: Event, d: { element: HTMLElement }) => seen.push(d.element.querySelector("form input[name=days]")) });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBeTruthy();
    expect(names).toEqual(["days", "herb", "", "", ""]);
  });

  it("FormDataExtended reads the form as v13: checkboxes as booleans, numbers as numbers (empty: null), radios, dtypes", async () => {
    const form =
      '<input name="n" type="number" value="4"><input name="e" type="number" value=""><input name="c" type="checkbox" checked>' +
      '<input name="r" type="radio" value="a"><input name="r" type="radio" value="b" checked><input name="d" data-dtype="Boolean" value="false">' +
      '<select name="s"><option value="x">x</option><option value="y">y</option><option value="z" selected>z</option></select><input name="off" disabled value="1">';
    const read = { action: "read", label: "Read", callback: (_e: Event, b: HTMLButtonElement) => new foundry.applications.ux.FormDataExtended(b.form!).object };
    DialogV2.respond(() => DialogV2.click("read"));
    expect(await DialogV2.wait({ content: form, buttons: [read] })).toEqual({ n: 4, e: null, c: true, r: "b", d: false, s: "z" });
  });

  it("closing resolves null (or what `close` returns), or rejects with rejectClose", async () => {
    DialogV2.respond(() => DialogV2.dismiss());
    expect(await DialogV2.wait({ content, buttons })).toBeNull();
    DialogV2.respond(() => DialogV2.dismiss());
    expect(await DialogV2.wait({ content, buttons, close: () => "closed" })).toBe("closed");
    DialogV2.respond(() => DialogV2.dismiss());
    await expect(DialogV2.wait({ content, buttons, rejectClose: true })).rejects.toThrow(/dismissed/);
    expect(await DialogV2.wait({ content, buttons })).toBeNull();
  });

  it("confirm resolves true/false from yes/no; prompt's ok resolves its action; a legacy answer is the default button's callback result", async () => {
    DialogV2.respond(() => DialogV2.click("no"));
    expect(await DialogV2.confirm({ content: "Sure?" })).toBe(false);
    expect(await DialogV2.confirm({ content: "Sure?" })).toBe(true);
    DialogV2.respond(() => DialogV2.click("ok"));
    expect(await DialogV2.prompt({ content: "Go" })).toBe("ok");
    DialogV2.respond(() => null);
    expect(await DialogV2.wait({ content, buttons })).toBe("rest");
    DialogV2.respond(() => ({ days: 9 }));
    expect(await DialogV2.wait({ content, buttons })).toEqual({ days: 9 });
    DialogV2.respond(() => DialogV2.click("nope"));
    await expect(DialogV2.wait({ content, buttons })).rejects.toThrow(/no button nope/);
  });
});

describe("User#query and CONFIG.queries (v13)", () => {
  const queries = () => (CONFIG as unknown as { queries: Record<string, (data: unknown, options: object) => unknown> }).queries;
  type Querying = { query(name: string, data: unknown, options?: { timeout?: number }): Promise<unknown> };

  it("runs the handler on the asked user's client with the data only (JSON), and returns its answer (JSON)", async () => {
    const seen: unknown[] = [];
    queries()["test.echo"] = async (data, options) => {
      seen.push(game.user!.id, data, options);
      return { got: data, at: new Date(0) };
    };
    harness.actAs(PLAYER);
    const answer = await (GM as unknown as Querying).query("test.echo", { n: 1, skip: undefined }, { timeout: 5 });
    expect(seen).toEqual([GM.id, { n: 1 }, { timeout: 5 }]);
    expect(answer).toEqual({ got: { n: 1 }, at: "1970-01-01T00:00:00.000Z" });
    expect(game.user).toBe(PLAYER);
    delete queries()["test.echo"];
  });

  it("rejects for a user who is not connected, a query no handler answers, and a client that never answers", async () => {
    queries()["test.echo"] = (data) => data;
    harness.actAs(PLAYER);
    await expect((GM2 as unknown as Querying).query("test.echo", {})).rejects.toThrow(/not connected/);
    await expect((GM as unknown as Querying).query("test.nothing", {})).rejects.toThrow(/Unknown query/);
    GM.answersQueries = false;
    await expect((GM as unknown as Querying).query("test.echo", {}, { timeout: 10 })).rejects.toThrow(/timed out/);
    delete queries()["test.echo"];
  });
});
