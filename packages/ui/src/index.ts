export { cn } from "./cn";
export { Button, type ButtonProps, buttonVariants } from "./components/button";
export { Card, CardTitle } from "./components/card";
export { Checkbox } from "./components/checkbox";
export { Field, FieldError, Input, Label, NativeSelect } from "./components/field";
export { RadioCard, RadioCards } from "./components/radio-cards";
export { Sheet, SheetClose, SheetContent, SheetTrigger } from "./components/sheet";
export { Toaster, toast } from "./components/toaster";
