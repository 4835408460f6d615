// The HTTP API (Documentation/HTTPAPI.md): one POST per engine command, JSON both ways.
// The game in progress is the sealed `game` token each answer returns; it goes back
// with the next request, so the server keeps nothing between requests.

const base = "/api/v1";

/** A refusal of the server: the engine protocol's error code and its message. */
export class APIError extends Error {
  constructor(code, message, status) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

async function read(response) {
  let body = null;
  try {
    body = await response.json();
  } catch {
    throw new APIError("bad_response", `the server answered ${response.status} without JSON`, response.status);
  }
  if (!response.ok || body.ok === false) {
    const error = body.error ?? {};
    throw new APIError(error.code ?? "http_" + response.status, error.message ?? `the server answered ${response.status}`, response.status);
  }
  return body;
}

/** Sends one command; `body` is its JSON object (with `game` for a game in progress). */
export async function command(name, body = {}) {
  let response;
  try {
    response = await fetch(`${base}/${name}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new APIError("network", "the server cannot be reached; check the connection and try again", 0);
  }
  return read(response);
}

/** The bundled dictionaries: language, name, words, and the letters of each. */
export async function dictionaries() {
  let response;
  try {
    response = await fetch(`${base}/dictionaries`, { headers: { Accept: "application/json" } });
  } catch {
    throw new APIError("network", "the server cannot be reached; check the connection and try again", 0);
  }
  return read(response);
}
