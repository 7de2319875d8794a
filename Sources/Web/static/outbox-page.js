// The check-in page's side of the outbox (outbox.js): it keeps a check-in or a habit's switch
// the computer could not take (no network, or this phone not connected) and says so, and sends
// the ones waiting when the page opens, when the browser is back online and on a timer; the
// service worker's Background Sync sends them too where the browser has it, one sender at a
// time (Outbox.flush), and only a page settles a clash.
"use strict";

const OutboxPage = (() => {
  const { t, say } = MoodCard;
  // How often the page tries again while check-ins wait: the computer may wake without the
  // phone's network changing, so no `online` event comes.
  const RETRY_MS = 30000;
  let handlers = null;

  /** Asks the service worker to send the outbox when the browser next has a network. */
  async function askForSync() {
    const registration = await navigator.serviceWorker?.ready;
    await registration?.sync?.register(Outbox.syncTag);
  }

  /** Says in `element` that this device is not connected, with the way to connect it again. */
  function sayNotConnected(element) {
    // A browser on the computer itself is connected again from the app menu, not by pairing.
    if (!MoodCard.onPhone()) return say(element, t("outbox.notConnectedHere"), true);
    const link = document.createElement("a");
    link.href = "/pair";
    link.textContent = t("outbox.reconnect");
    element.replaceChildren(`${t("outbox.notConnected")} `, link);
    element.classList.add("error");
  }

  /** Keeps `item` with `keep` (Outbox.keep or Outbox.keepHabit), the change a save could not
   * send because of `status` (0: the computer cannot be reached; 401: not connected), and
   * says so in `element`. Resolves to whether it was kept. */
  async function held(keep, item, status, element) {
    try {
      await keep(item);
    } catch (error) {
      // No IndexedDB (a private window may refuse it): the tab's draft still holds a check-in.
      say(element, t("outbox.notKept", { error: error.message }), true);
      return false;
    }
    if (status === 401) sayNotConnected(element);
    // A phone waits for the computer; a desktop browser for MoodCard on it.
    else say(element, t(MoodCard.onPhone() ? "outbox.kept" : "outbox.keptHere"));
    askForSync().catch(() => {});
    return true;
  }

  /** Keeps a check-in ({day, state, base, known, version}); see `held`. */
  const hold = (item, status, element) => held(Outbox.keep, item, status, element);

  /** Keeps a habit's switch ({day, habit, name, done, was}); see `held`. */
  const holdHabit = (item, status, element) => held(Outbox.keepHabit, item, status, element);

  /** Sends what waits; each result goes to the page's handlers, a problem to `element`. */
  async function flush(element) {
    await Outbox.flush(async (item, result) => {
      if (result.outcome === "sent") {
        handlers.sent(item, result);
        const day = MoodCard.longDay(item.day, false);
        say(element, item.kind === "habit"
          ? t(item.done ? "outbox.habitDone" : "outbox.habitUndone", { habit: item.name, day })
          : t("outbox.sent", { day }));
      } else if (result.outcome === "conflict") {
        await handlers.conflict(item, result);
      } else if (result.outcome === "unauthorized") {
        sayNotConnected(element);
      } else if (result.outcome === "failed") {
        say(element, t("outbox.failed", { day: MoodCard.longDay(item.day, false), error: result.message }), true);
      }
    }, true);
  }

  /** Starts sending what waits, with `page`'s `sent(item, result)`, called for a check-in
   * sent, and `conflict(item, result)`, which shows the person the day as it is now beside
   * theirs and resolves once they chose; messages go to `element`. */
  function start(page, element) {
    handlers = page;
    const attempt = () => flush(element).catch(() => {});
    addEventListener("online", attempt);
    setInterval(attempt, RETRY_MS);
    return attempt();
  }

  return { hold, holdHabit, sayNotConnected, start };
})();
