// Installs the Foundry v13 stand-ins before every test file (see test/harness/README.md).
export {};
