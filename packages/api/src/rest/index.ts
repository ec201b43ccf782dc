export { type RestRequest, type RestRoute, restRoutes } from "./routes";
export { type RestResult, restError, runRestRoute } from "./run";
