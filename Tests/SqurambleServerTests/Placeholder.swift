// The server's tests arrive with its routes.
import Testing
