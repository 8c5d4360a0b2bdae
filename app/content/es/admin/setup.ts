import type { AdminText } from "~/content/types/admin";

export const setup: AdminText["setup"] = {
  title: "Crear la primera cuenta de administración",
  intro:
    "Todavía no hay ninguna cuenta para la administración. Crea aquí la primera: tendrá permisos de administración y después podrá añadir a más personas. Este enlace solo vale una vez.",
  email: "Correo electrónico",
  name: "Nombre",
  password: "Contraseña",
  passwordHint: "Al menos 12 caracteres, no solo espacios.",
  repeat: "Repite la contraseña",
  submit: "Crear la cuenta",
  problems: {
    invalid_email: "Escribe un correo electrónico válido.",
    invalid_name: "Escribe un nombre (100 caracteres como máximo).",
    mismatch: "Las dos contraseñas no coinciden.",
    blank: "La contraseña no puede tener solo espacios.",
    too_short: "La contraseña necesita al menos 12 caracteres.",
    too_long: "La contraseña puede tener 256 caracteres como máximo.",
  },
};
