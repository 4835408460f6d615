// The page's words: verdicts, hints and round results said the way the terminal says
// them (Sources/GameCLI/Session/TerminalReporter.swift), in plain sentences.

/** A word in capitals, in the dictionary's language (Turkish-style i stays right). */
export function shout(text, language) {
  return String(text).toLocaleUpperCase(language || undefined);
}

/** A tile's letter in capitals, unless its capital is more than one letter (ß). */
export function tileLetter(text, language) {
  const upper = shout(text, language);
  return [...upper].length === 1 ? upper : text;
}

/** A typed letter in capitals only when the capital stands for that letter alone. */
function typedLetter(letter, language) {
  const upper = shout(letter, language);
  return upper.toLocaleLowerCase(language || undefined) === letter ? upper : letter;
}

/** 75.4 seconds as "1:15". */
export function clock(seconds) {
  const whole = Math.max(0, Math.floor(seconds));
  const s = whole % 60;
  return `${Math.floor(whole / 60)}:${s < 10 ? "0" : ""}${s}`;
}

function plural(count, one, many = one + "s") {
  return `${count} ${count === 1 ? one : many}`;
}

const numberWords = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

/** What the round asks, under its title. */
export function instructions(round) {
  switch (round.mode) {
    case "twist": {
      const total = round.answers.reduce((sum, a) => sum + a.total, 0);
      const longest = Math.max(...round.answers.map((a) => a.length));
      return `Find words of ${round.minimum_length} or more letters: ${total} to find, the longest has ${longest}.`;
    }
    case "grid":
      return `Take one letter from each row, top to bottom, to make a ${round.grid.length}-letter word.`;
    default:
      return `Unscramble these ${round.target_length} letters.`;
  }
}

/** "letter not on offer: J" and "only one E", as the terminal words it. */
function notOnOffer(letters, round, language) {
  if (round.mode === "grid") {
    const named = letters.map((l) => typedLetter(l, language)).join(", ");
    return letters.length === 1 ? `letter not in its row: ${named}` : `letters not in their rows: ${named}`;
  }
  const onOffer = round.tiles.map((t) => t.toLocaleLowerCase(language || undefined));
  const missing = letters.filter((l) => !onOffer.includes(l));
  const parts = [];
  if (missing.length > 0) {
    const named = missing.map((letter) => {
      const upper = shout(letter, language);
      const lookalike = upper.toLocaleLowerCase(language || undefined);
      if (typedLetter(letter, language) !== upper && onOffer.includes(lookalike)) {
        return `${letter} (the tile is ${tileLetter(lookalike, language)}, not ${letter})`;
      }
      return typedLetter(letter, language);
    });
    parts.push(`${missing.length === 1 ? "letter" : "letters"} not on offer: ${named.join(", ")}`);
  }
  for (const letter of letters) {
    if (missing.includes(letter)) continue;
    const count = onOffer.filter((t) => t === letter).length;
    parts.push(`only ${numberWords[count] ?? count} ${tileLetter(letter, language)}`);
  }
  return parts.join("; ");
}

const reasons = {
  empty: "type a word first",
  unreadable: "that cannot be read as text",
  control_characters: "not a word: it has control characters",
  emoji: "not a word: emoji are not letters",
  digits: "not a word: digits are not letters",
  spaces: "one word, without spaces",
  punctuation: "not a word: punctuation is not a letter",
  symbols: "not a word: symbols are not letters",
};

/**
 * A verdict as a line and its tone: `good` (credited), `bad` (refused) or `note`.
 * `typed` is what the player sent, for verdicts that carry no word.
 */
export function verdictLine(verdict, round, language, typed) {
  const word = verdict.word != null ? shout(verdict.word, language) : shout(typed ?? "", language);
  switch (verdict.verdict) {
    case "correct":
      return { tone: "good", text: `${word} — correct! +${verdict.points}` };
    case "another_valid_word":
      return { tone: "good", text: `${word} — ${round.mode === "twist" ? "a word" : "another valid word"}, +${verdict.points}` };
    case "already_found":
      return { tone: "note", text: `${word} — already found` };
    case "not_a_word":
      return { tone: "bad", text: `${word} — not a word` };
    case "letters_not_on_offer":
      return { tone: "bad", text: notOnOffer(verdict.letters ?? [], round, language) };
    case "wrong_length":
      return { tone: "bad", text: `${plural(verdict.actual, "letter")} — the word has ${verdict.expected}` };
    case "too_short":
      return { tone: "bad", text: `too short: ${plural(verdict.actual, "letter")}, words need at least ${verdict.expected}` };
    case "too_long":
      return { tone: "bad", text: "not a word: far too long" };
    case "not_letters":
      return { tone: "bad", text: reasons[verdict.reason] ?? `not a word: ${verdict.reason}` };
    case "time_up":
      return { tone: "note", text: "time is up" };
    case "round_over":
      return { tone: "note", text: "the round is over" };
    default:
      return { tone: "note", text: verdict.message ?? String(verdict.verdict) };
  }
}

/** A hint as a line. */
export function hintLine(hint, language) {
  switch (hint.hint) {
    case "next_letter":
      return `letter ${hint.position + 1} is ${tileLetter(hint.letter, language)} (−${hint.cost})`;
    case "letter_placement":
      return `${tileLetter(hint.letter, language)} is letter ${hint.position + 1} (−${hint.cost})`;
    case "answers_remaining": {
      const left = (hint.answers ?? []).filter((a) => a.total - a.found > 0).map((a) => `${a.total - a.found} of ${a.length} letters`);
      return `still to find: ${left.length === 0 ? "no words left" : left.join(", ")} (−${hint.cost})`;
    }
    case "shuffle":
      return "shuffled";
    case "refused":
      return `no hint: ${hint.message ?? hint.reason}`;
    default:
      return hint.message ?? "";
  }
}

/** The hidden word with the letters hints revealed: "K _ _ _ _ _". */
export function pattern(round, language) {
  const length = round.mode === "twist" ? Math.max(...round.answers.map((a) => a.length)) : round.target_length;
  const slots = Array.from({ length }, () => "_");
  for (const r of round.revealed ?? []) if (r.position < length) slots[r.position] = tileLetter(r.letter, language);
  return slots.join(" ");
}

const statusWords = { solved: "Solved", gave_up: "Given up", timed_out: "Time is up" };

/** How a round ended, in one sentence: status, time, points and where they came from. */
export function resultLine(result, mode, language) {
  const parts = [`${statusWords[result.status] ?? result.status} in ${clock(result.seconds)}`];
  if (mode === "twist") {
    const total = result.found.length + result.missed.length;
    parts.push(`found ${result.found.length} of ${total} words`);
  } else if (result.status !== "solved") {
    parts.push(`the word was ${shout(result.target, language)}`);
  }
  const s = result.score;
  const pieces = [`words ${s.words}`];
  if (s.time) pieces.push(`time ${s.time}`);
  if (s.streak) pieces.push(`streak ${s.streak}`);
  if (s.hints) pieces.push(`hints −${s.hints}`);
  parts.push(`round +${s.total} (${pieces.join(", ")})`);
  return parts.join(" · ");
}

/** The game's summary in one sentence. */
export function summaryLine(summary, rounds) {
  const parts = [
    `${summary.rounds_solved} of ${plural(rounds, "round")} solved`,
    `${summary.score} points`,
    plural(summary.words_found, "word") + " found",
    plural(summary.hints, "hint"),
    `best streak ${summary.best_streak}`,
  ];
  return parts.join(" · ") + ` · ${clock(summary.seconds)} in all.`;
}

/** Errors from the server, in the page's words where the code says more than the message. */
export function errorLine(error) {
  switch (error.code) {
    case "invalid_code":
      return `That puzzle code does not work: ${error.message}`;
    case "wrong_dictionary":
      return `That puzzle belongs to another dictionary: ${error.message}`;
    case "invalid_state":
    case "invalid_game":
      return "This game can no longer be continued (the server does not accept its saved state). Start a new one.";
    case "network":
      return error.message;
    default:
      return `The server refused: ${error.message}`;
  }
}
