// The statistics dialog: for the chosen language, per mode, what `squramble stats`
// shows — games, games won, best and average score, the best run of solved rounds,
// daily streaks and words found by length.

const $ = (id) => document.getElementById(id);

function cell(tag, text) {
  const element = document.createElement(tag);
  element.textContent = text;
  return element;
}

function percent(part, whole) {
  return whole > 0 ? `${Math.round((100 * Math.min(part, whole)) / whole)}%` : "—";
}

/** Opens the dialog with `statistics` (storage.js's record) for `dictionary`. */
export function showStatistics(dictionary, statistics) {
  const dialog = $("stats-dialog");
  const body = $("stats-body");
  body.replaceChildren();
  const book = dictionary ? statistics.dictionaries[dictionary.fingerprint] : null;
  $("stats-dictionary").textContent = dictionary ? dictionary.name : "";
  const modes = ["unscramble", "twist", "grid"].filter((m) => book?.modes?.[m]?.gamesPlayed > 0 || book?.daily?.[m]);
  if (!book || modes.length === 0) {
    body.append(cell("p", "No game finished on this dictionary yet. Statistics are kept in this browser only."));
  } else {
    const table = document.createElement("table");
    table.className = "stats-table";
    const caption = cell("caption", "By mode");
    const head = document.createElement("tr");
    head.append(cell("th", ""), ...modes.map((m) => {
      const th = cell("th", m.charAt(0).toUpperCase() + m.slice(1));
      th.scope = "col";
      return th;
    }));
    const rows = [
      ["Games", (t) => String(t.gamesPlayed)],
      ["Won", (t) => `${t.gamesWon} (${percent(t.gamesWon, t.gamesPlayed)})`],
      ["Best score", (t) => String(t.bestScore)],
      ["Average score", (t) => (t.gamesPlayed ? String(Math.round(t.totalScore / t.gamesPlayed)) : "—")],
      ["Rounds solved", (t) => `${t.roundsSolved} of ${t.roundsPlayed}`],
      ["Words found", (t) => String(t.wordsFound)],
      ["Hints", (t) => String(t.hintsTaken)],
      ["Best run of rounds", (t) => String(t.bestRoundStreak)],
    ];
    const thead = document.createElement("thead");
    thead.append(head);
    const tbody = document.createElement("tbody");
    const empty = { gamesPlayed: 0, gamesWon: 0, bestScore: 0, totalScore: 0, roundsSolved: 0, roundsPlayed: 0, wordsFound: 0, hintsTaken: 0, bestRoundStreak: 0 };
    for (const [label, value] of rows) {
      const tr = document.createElement("tr");
      const th = cell("th", label);
      th.scope = "row";
      tr.append(th, ...modes.map((m) => cell("td", value({ ...empty, ...book.modes?.[m] }))));
      tbody.append(tr);
    }
    const daily = document.createElement("tr");
    const dailyHead = cell("th", "Daily streak (best)");
    dailyHead.scope = "row";
    daily.append(dailyHead, ...modes.map((m) => {
      const d = book.daily?.[m];
      return cell("td", d ? `${d.currentStreak} (${d.bestStreak})` : "—");
    }));
    tbody.append(daily);
    table.append(caption, thead, tbody);
    body.append(table);

    const lengths = {};
    for (const m of modes) {
      for (const [length, count] of Object.entries(book.modes?.[m]?.wordsByLength ?? {})) {
        lengths[length] = (lengths[length] ?? 0) + count;
      }
    }
    const keys = Object.keys(lengths).map(Number).sort((a, b) => a - b);
    if (keys.length) {
      body.append(cell("p", "Words found by length: " + keys.map((k) => `${k} letters ${lengths[k]}`).join(" · ")));
    }
  }
  if (typeof dialog.showModal === "function") dialog.showModal();
  else dialog.setAttribute("open", "");
}
