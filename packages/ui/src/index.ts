export { cn } from "./cn";
