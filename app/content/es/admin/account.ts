import type { AdminText } from "~/content/types/admin";

export const account: AdminText["account"] = {
  title: "Mi cuenta",
  intro:
    "Aquí cambias tu contraseña. Tus otras sesiones (por ejemplo, en otro dispositivo) se cerrarán; esta sigue abierta.",
  signedInAs: "Has iniciado sesión como {name} ({email}).",
  heading: "Cambiar la contraseña",
  current: "Contraseña actual",
  next: "Contraseña nueva",
  nextHint: "Al menos 12 caracteres, no solo espacios. Lo ideal es una frase que puedas recordar.",
  repeat: "Repite la contraseña nueva",
  submit: "Cambiar la contraseña",
  done: "Tu contraseña se ha cambiado. Tus otras sesiones se han cerrado.",
  problems: {
    wrong: "La contraseña actual no es correcta.",
    mismatch: "Las dos contraseñas nuevas no coinciden.",
    blank: "La contraseña nueva no puede tener solo espacios.",
    too_short: "La contraseña nueva necesita al menos 12 caracteres.",
    too_long: "La contraseña nueva puede tener 256 caracteres como máximo.",
    limited: "Demasiados intentos fallidos. Vuelve a intentarlo dentro de {minutes} minutos.",
  },
};
