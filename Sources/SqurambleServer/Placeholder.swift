// The server's routes arrive in the next commits; Documentation/HTTPAPI.md and
// Resources/openapi.json describe them.
import Squramble
