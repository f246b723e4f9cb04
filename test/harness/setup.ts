// Installs the Foundry v13 stand-ins before every test file (see test/harness/README.md).
import { beforeEach } from "vitest";
import { installFoundry, resetFoundry } from "./foundry.js";

installFoundry();
beforeEach(() => resetFoundry());
