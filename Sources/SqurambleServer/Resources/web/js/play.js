// One game on the page: it sends the player's moves to the server with the game token,
// and draws what comes back — the round, the verdicts, the words found, each round's
// result and the game's summary.

import { command } from "./api.js";
import { AnswerBox } from "./answer.js";
import { Board } from "./board.js";
import { RoundClock } from "./clock.js";
import { Keyboard } from "./keyboard.js";
import {
  shout, instructions, verdictLine, hintLine, pattern, resultLine, summaryLine,
} from "./words.js";

const $ = (id) => document.getElementById(id);

function graphemes(text) {
  if (typeof Intl !== "undefined" && Intl.Segmenter) {
    return [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].length;
  }
  return [...text].length;
}

function capitalised(mode) {
  return mode.charAt(0).toUpperCase() + mode.slice(1);
}

/** On a phone, focusing the box would cover the tiles with the phone's own keyboard. */
const touchFirst = () => window.matchMedia("(pointer: coarse)").matches;

export class Play {
  /**
   * `hooks.onError(error)`: a refused request; `hooks.onChange(play)`: the game token
   * changed (to keep a daily); `hooks.onGameOver(play, summary)`: the last round is over.
   */
  constructor(hooks) {
    this.hooks = hooks;
    this.busy = false;
    this.board = new Board($("board"), (letter) => this.answer.append(letter));
    this.keyboard = new Keyboard($("keyboard"), (letter) => this.answer.append(letter));
    this.answer = new AnswerBox($("answer"), $("answer-form"), {
      onChange: (text) => this.board.mark(text),
      onSubmit: (text) => this.guess(text),
    });
    this.clock = new RoundClock($("clock"), $("clock-label"), () => this.timeUp());

    $("backspace").addEventListener("click", () => this.answer.backspace());
    $("clear").addEventListener("click", () => this.answer.clear());
    $("shuffle").addEventListener("click", () => this.hint("shuffle"));
    $("hint-letter").addEventListener("click", () => this.hint("next_letter"));
    $("hint-place").addEventListener("click", () => this.hint("letter_placement"));
    $("hint-count").addEventListener("click", () => this.hint("answers_remaining"));
    $("skip").addEventListener("click", () => this.skip());
    $("next").addEventListener("click", () => this.skip());
    $("continue").addEventListener("click", () => this.next());

    // A letter typed while a tile, a key or a button has the focus goes to the answer.
    $("game").addEventListener("keydown", (event) => {
      if (event.target === this.answer.input || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.target.closest("select, input, textarea")) return;
      if (event.key.length === 1 && /\p{L}/u.test(event.key) && this.answer.enabled) {
        this.answer.input.focus();
      } else if (event.key === "Backspace" && this.answer.enabled) {
        event.preventDefault();
        this.answer.backspace();
      }
    });
  }

  /**
   * Starts playing the reply of `new` or `daily`. `dictionary`: the server's entry for
   * its language (alphabet, name). `saved`: what was kept of a daily in progress.
   */
  begin(reply, dictionary, saved = null) {
    this.token = reply.game;
    // A daily's code comes only once it is over (as in the terminal): it replays the letters.
    this.code = reply.code ?? saved?.code ?? null;
    this.options = reply.options;
    this.dictionary = { ...reply.dictionary, ...dictionary };
    this.language = reply.dictionary.language;
    this.mode = reply.options.mode;
    this.daily = reply.daily ?? saved?.daily ?? null;
    this.results = saved?.results ?? [];
    this.hints = saved?.hints ?? 0;
    this.score = reply.score ?? reply.game_score ?? 0;
    this.summary = null;

    $("game").hidden = false;
    $("game-over").hidden = true;
    this.showCode();
    $("game-title").textContent = this.daily
      ? `Daily #${this.daily.number} · ${this.daily.date} · ${capitalised(this.mode)} · ${this.dictionary.name}`
      : `${capitalised(this.mode)} · ${this.dictionary.name}`;
    $("board").lang = this.language;
    $("answer").lang = this.language;
    $("found-lists").lang = this.language;
    $("missed").lang = this.language;
    // The dictionary's letters, then any other letter its words are written with
    // (`written`, when the server lists them: é, œ, ß where accents fold).
    const letters = [...(this.dictionary.alphabet ?? []), ...(this.dictionary.written ?? [])];
    this.keyboard.show(letters, this.language);
    // Open at first when the language's own letters go beyond a–z, which a keyboard may
    // lack (ñ, ä); letters only written (é where accents fold) need no typing.
    $("keyboard-box").open = (this.dictionary.alphabet ?? []).some((letter) => !/^[a-z]$/.test(letter));
    $("found-count-box").hidden = this.mode === "unscramble";
    $("hint-count").hidden = this.mode === "unscramble";
    this.say("", "note");
    this.showRound(reply.round, { fresh: true });
    if (reply.round.status !== "in_play" && !reply.game_over) {
      // Reloaded between rounds: the result kept with the daily, or at least the way on.
      if (saved?.lastResult?.round === reply.round.round) {
        this.showResult(saved.lastResult, { focus: false });
      } else {
        $("round-end-title").textContent = `Round ${reply.round.round} is over`;
        $("round-end-text").textContent = "";
        $("missed").replaceChildren();
        $("continue").textContent = reply.round.round >= this.options.rounds ? "See the game’s result" : "Next round";
        $("round-end").hidden = false;
      }
    }
    this.hooks.onChange(this);
  }

  /** The puzzle code and its link, or where a daily's code will be. */
  showCode() {
    $("code").textContent = this.code ?? "shown when the daily is over";
    $("code").classList.toggle("pending", !this.code);
    $("copy-link").hidden = !this.code;
  }

  /** What a daily keeps in the browser to go on after a reload. */
  get progress() {
    return {
      game: this.token, code: this.code, daily: this.daily, language: this.language, mode: this.mode,
      results: this.results, hints: this.hints, lastResult: this.lastResult ?? null,
    };
  }

  // MARK: Drawing

  showRound(round, { fresh = false } = {}) {
    this.round = round;
    $("round-title").textContent = `Round ${round.round} of ${round.of}`;
    $("instructions").textContent = instructions(round);
    if (fresh) {
      this.board.show(round, this.language);
      this.answer.input.value = "";
      this.board.mark("");
      $("round-end").hidden = true;
      this.lastResult = null;
      if (round.status === "in_play") this.clock.start(round.elapsed ?? 0, round.time_limit);
      else this.clock.stop(round.elapsed ?? 0);
    } else {
      this.clock.sync(round.elapsed);
    }
    this.updateScore();
    this.showFound(round);
    this.showPattern(round);
    this.setInPlay(round.status === "in_play");
    if (fresh && round.status === "in_play" && !touchFirst()) this.answer.input.focus();
  }

  updateScore() {
    $("score").textContent = String(this.score);
    $("hints").textContent = String(this.hints);
    const round = this.round;
    if (round) {
      // A grid round ends with its hidden word, so it counts what was found without a
      // total that could not be reached, as the terminal does.
      const total = round.answers.reduce((sum, a) => sum + a.total, 0);
      $("found-count").textContent = round.mode === "grid" ? `${round.found.length}` : `${round.found.length}/${total}`;
    }
  }

  setInPlay(inPlay) {
    const goal = this.round?.goal_reached === true;
    this.answer.enabled = inPlay;
    this.answer.input.disabled = !inPlay;
    this.board.enabled = inPlay;
    this.keyboard.enabled = inPlay;
    for (const id of ["backspace", "clear", "submit", "shuffle", "hint-letter", "hint-place", "hint-count"]) $(id).disabled = !inPlay;
    $("keyboard-box").hidden = !inPlay;
    $("skip").hidden = !inPlay || goal;
    $("next").hidden = !inPlay || !goal;
  }

  showFound(round) {
    $("found-title").textContent = round.of > 1 ? `Words found in round ${round.round}` : "Words found";
    const list = $("found-lists");
    list.replaceChildren();
    const lengths = round.answers.map((a) => a.length).sort((a, b) => b - a);
    const byLength = new Map(lengths.map((l) => [l, []]));
    for (const word of round.found) {
      const length = graphemes(word);
      if (!byLength.has(length)) byLength.set(length, []);
      byLength.get(length).push(word);
    }
    for (const [length, words] of [...byLength.entries()].sort((a, b) => b[0] - a[0])) {
      const counts = round.answers.find((a) => a.length === length);
      if (round.mode === "unscramble" && words.length === 0) continue;
      const row = document.createElement("p");
      row.className = "found-row";
      const head = document.createElement("span");
      head.className = "found-length";
      head.textContent = counts ? `${length} letters (${counts.found} of ${counts.total}): ` : `${length} letters: `;
      const text = document.createElement("span");
      text.className = words.length ? "found-words" : "found-words none";
      text.textContent = words.length ? words.map((w) => shout(w, this.language)).join(", ") : "none yet";
      row.append(head, text);
      list.append(row);
    }
    if (!list.childElementCount) {
      const none = document.createElement("p");
      none.className = "found-row";
      none.textContent = "None yet.";
      list.append(none);
    }
  }

  /** At the end: every word of the game, by length. */
  showGameWords() {
    $("found-title").textContent = "Words found in this game";
    const list = $("found-lists");
    list.replaceChildren();
    const byLength = new Map();
    for (const word of this.results.flatMap((r) => r.found ?? [])) {
      const length = graphemes(word);
      byLength.set(length, [...(byLength.get(length) ?? []), word]);
    }
    for (const [length, words] of [...byLength.entries()].sort((a, b) => b[0] - a[0])) {
      const row = document.createElement("p");
      row.className = "found-row";
      const head = document.createElement("span");
      head.className = "found-length";
      head.textContent = `${length} letters: `;
      const text = document.createElement("span");
      text.className = "found-words";
      text.textContent = words.map((w) => shout(w, this.language)).join(", ");
      row.append(head, text);
      list.append(row);
    }
    if (!list.childElementCount) {
      const none = document.createElement("p");
      none.className = "found-row";
      none.textContent = "None.";
      list.append(none);
    }
  }

  showPattern(round) {
    const box = $("pattern");
    const shown = (round.revealed ?? []).length > 0;
    box.hidden = !shown;
    box.textContent = shown ? `The word: ${pattern(round, this.language)}` : "";
  }

  /** The verdict line, read out by screen readers (the region is aria-live). */
  say(text, tone) {
    const line = $("verdict");
    line.className = `verdict ${tone}`;
    line.textContent = "";
    // A new text node each time, so the same verdict twice is announced twice.
    requestAnimationFrame(() => {
      line.textContent = text;
      line.classList.remove("flash");
      void line.offsetWidth;
      if (text) line.classList.add("flash");
    });
  }

  showResult(result, { focus = true } = {}) {
    this.lastResult = result;
    this.clock.stop(result.seconds);
    const panel = $("round-end");
    const title = result.status === "solved" ? `Round ${result.round} solved` : `Round ${result.round}: ${result.status === "timed_out" ? "time is up" : "given up"}`;
    $("round-end-title").textContent = title;
    $("round-end-text").textContent = resultLine(result, this.mode, this.language);
    this.showMissed(result);
    const last = result.round >= this.options.rounds;
    $("continue").textContent = last ? "See the game’s result" : "Next round";
    panel.hidden = false;
    panel.classList.toggle("solved", result.status === "solved");
    if (focus) $("continue").focus();
  }

  showMissed(result) {
    const box = $("missed");
    box.replaceChildren();
    const definitions = result.definitions ?? {};
    const describe = (label, words) => {
      if (words.length === 0) return;
      const heading = document.createElement("p");
      heading.className = "missed-label";
      heading.textContent = label;
      const list = document.createElement("ul");
      list.className = words.some((w) => definitions[w]) ? "missed-list" : "missed-list plain";
      list.setAttribute("aria-label", label);
      // A long list scrolls inside its box: then it is a Tab stop, so keys scroll it too.
      requestAnimationFrame(() => {
        if (list.scrollHeight > list.clientHeight) list.tabIndex = 0;
      });
      for (const word of words) {
        const item = document.createElement("li");
        const name = document.createElement("strong");
        name.textContent = shout(word, this.language);
        item.append(name);
        const definition = definitions[word];
        if (definition) {
          const text = document.createElement("span");
          text.className = "definition";
          text.textContent = ` — ${definition}`;
          item.append(text);
        }
        list.append(item);
      }
      box.append(heading, list);
    };
    if (this.mode === "unscramble" || this.mode === "grid") {
      const target = result.target;
      if (result.status !== "solved" || !result.found.includes(target)) describe("The word", [target]);
      const others = result.missed.filter((w) => w !== target);
      describe(result.status === "solved" ? "Also valid" : "Also valid", others);
    } else {
      describe(`Missed (${result.missed.length})`, result.missed);
    }
  }

  // MARK: Moves

  async send(name, body = {}) {
    const reply = await command(name, { ...body, game: this.token });
    this.token = reply.game;
    return reply;
  }

  /** Runs one request at a time; errors go to the page's error line. */
  async run(work) {
    if (this.busy) return;
    this.busy = true;
    try {
      await work();
    } catch (error) {
      this.hooks.onError(error, this);
    } finally {
      this.busy = false;
    }
  }

  guess(text) {
    if (!text.trim()) {
      this.say("Type a word first, or choose tiles.", "note");
      return;
    }
    return this.run(async () => {
      const reply = await this.send("guess", { word: text });
      this.score = reply.game_score;
      const line = verdictLine(reply.verdict, reply.round, this.language, text);
      this.say(line.text, line.tone);
      const wasGoal = this.round?.goal_reached === true;
      this.showRound(reply.round);
      if (reply.verdict.credited) {
        this.answer.value = "";
      } else {
        this.answer.input.select();
      }
      if (reply.round.goal_reached && !wasGoal && !reply.result) {
        const total = reply.round.answers.reduce((sum, a) => sum + a.total, 0);
        const left = total - reply.round.found.length;
        this.say(`${line.text}. A longest word: the round is solved and the next one is open. ${left} more ${left === 1 ? "word" : "words"} to find here: keep going, or press Next round.`, "good");
      }
      if (reply.result) this.roundEnded(reply.result);
      this.hooks.onChange(this);
    });
  }

  hint(kind) {
    return this.run(async () => {
      const reply = await this.send(kind === "shuffle" ? "shuffle" : "hint", kind === "shuffle" ? {} : { kind });
      this.score = reply.game_score;
      const hint = reply.hint;
      if (hint.hint !== "refused" && hint.cost > 0) this.hints += 1;
      if (hint.hint === "shuffle") {
        this.board.reorder(reply.round);
        this.board.mark(this.answer.value);
        this.say("Shuffled.", "note");
      } else {
        this.say(hintLine(hint, this.language), hint.hint === "refused" ? "bad" : "note");
      }
      this.showRound(reply.round);
      if (reply.result) this.roundEnded(reply.result);
      this.hooks.onChange(this);
    });
  }

  skip() {
    return this.run(async () => {
      const reply = await this.send("skip");
      this.score = reply.game_score;
      this.round = { ...this.round, status: reply.result.status };
      this.setInPlay(false);
      this.roundEnded(reply.result);
      this.hooks.onChange(this);
    });
  }

  timeUp() {
    if (this.round?.status !== "in_play") return;
    // A word on its way to the server: end the round right after its verdict.
    if (this.busy) {
      setTimeout(() => this.timeUp(), 200);
      return;
    }
    this.say("Time is up.", "note");
    this.skip();
  }

  roundEnded(result) {
    if (!this.results.some((r) => r.round === result.round)) this.results.push(result);
    this.round = { ...this.round, status: result.status };
    this.setInPlay(false);
    this.updateScore();
    this.showResult(result);
  }

  next() {
    return this.run(async () => {
      const reply = await this.send("next");
      if (reply.game_over) {
        if (reply.code) {
          this.code = reply.code;
          this.showCode();
        }
        this.gameOver(reply.summary);
      } else {
        this.say("", "note");
        this.showRound(reply.round, { fresh: true });
        this.hooks.onChange(this);
      }
    });
  }

  gameOver(summary) {
    this.summary = summary;
    this.score = summary.score;
    this.updateScore();
    $("round-end").hidden = true;
    this.setInPlay(false);
    $("skip").hidden = true;
    $("next").hidden = true;
    let text = summaryLine(summary, this.options.rounds);
    if (summary.longest_word) text += ` Longest word: ${shout(summary.longest_word, this.language)}.`;
    $("summary").textContent = text;
    $("game-over").hidden = false;
    this.showGameWords();
    this.hooks.onGameOver(this, summary);
    $("game-over-title").focus();
  }
}
