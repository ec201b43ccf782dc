import type { ApiConfig } from "./context";

/** Settings for procedure tests: tight throttles so limits are reachable in a few calls. */
export const testApiConfig: ApiConfig = {
  tokenSigningKey: "unit-signing-key-0123456789abcdefghijkl",
  production: false,
  throttle: { loginPerAccountAndIp: 3, loginPerIp: 50, loginPerAccount: 100, registerPerIp: 2, windowSeconds: 60 },
};
