// The spoiler-free text a player pastes to friends, as `squramble daily` prints it
// (Sources/GameCLI/Session/ShareText.swift): one mark per round, the result, the time
// and the hints — never a word.
//
//   Squramble #325 · Unscramble · 2026-11-21
//   🟩🟩🟨⬛🟩 4/5 · 312 pts · 2:41 · 1 hint · streak 3

import { clock } from "./words.js";

const squares = { solved: "🟩", solvedWithHints: "🟨", missed: "⬛" };

function capitalised(mode) {
  return mode.charAt(0).toUpperCase() + mode.slice(1);
}

function resultParts(marks, solved, rounds, score, seconds, hints) {
  return [
    `${marks.map((m) => squares[m] ?? squares.missed).join("")} ${solved}/${rounds}`,
    `${score} pts`,
    clock(seconds),
    hints === 1 ? "1 hint" : `${hints} hints`,
  ];
}

/** The daily's share text: `result` has the fields of a stored DailyResult. */
export function dailyShareText({ number, mode, date, result, streak }) {
  const parts = resultParts(result.marks, result.roundsSolved, result.rounds, result.score, result.seconds, result.hints);
  if (streak > 1) parts.push(`streak ${streak}`);
  return `Squramble #${number} · ${capitalised(mode)} · ${date}\n` + parts.join(" · ");
}

/** Any other game's share text: the marks and a link to the same puzzle. */
export function gameShareText({ mode, marks, summary, rounds, url }) {
  const parts = resultParts(marks, summary.rounds_solved, rounds, summary.score, summary.seconds, summary.hints);
  return `Squramble · ${capitalised(mode)} · ${rounds === 1 ? "1 round" : `${rounds} rounds`}\n${parts.join(" · ")}\n${url}`;
}
