"""plangate's OpenEnv package: the server OpenEnv's tooling starts (server.app:app)."""
