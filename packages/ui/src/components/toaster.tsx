import { Toaster as Sonner, toast } from "sonner";

/** Success and error banners; the spec's success banners last 3 seconds. */
export function Toaster() {
  return <Sonner position="top-center" duration={3000} richColors closeButton />;
}

export { toast };
