// The admin screens' field is the shared one; this name stays for the login form's import.
export { InputField as FormField } from "~/components/ui/form-field";
