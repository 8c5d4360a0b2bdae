import type { AdminText } from "~/content/types/admin";

export const login: AdminText["login"] = {
  title: "Iniciar sesión",
  intro:
    "La administración es para el equipo de la asociación. Inicia sesión con tu correo electrónico y tu contraseña.",
  email: "Correo electrónico",
  password: "Contraseña",
  submit: "Iniciar sesión",
  invalid: "No se ha podido iniciar sesión. Revisa el correo electrónico y la contraseña.",
  missing: "Escribe tu correo electrónico y tu contraseña.",
  limited: "Demasiados intentos fallidos. Vuelve a intentarlo dentro de {minutes} minutos.",
  limitedOne: "Demasiados intentos fallidos. Vuelve a intentarlo dentro de un minuto.",
  forgotten: "¿Has olvidado la contraseña? Una persona con permisos de administración puede darte una nueva.",
  publicSite: "Ir a la web",
  // Issue 25: while no account exists.
  noAccountYet:
    "Todavía no hay ninguna cuenta para la administración. El registro del servidor (lo que muestra al arrancar) contiene un enlace de un solo uso para crear la primera cuenta de administración.",
};
