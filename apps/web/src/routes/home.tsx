import { createFileRoute } from "@tanstack/react-router";
import { HomeCarousel } from "../components/home/home-carousel";
import { redirectIfSignedIn } from "../lib/guards";

export const Route = createFileRoute("/home")({ beforeLoad: redirectIfSignedIn, component: HomeCarousel });
