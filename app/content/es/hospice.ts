import { generalProjectsSharePercent, teamingMonthlyAmount } from "~/content/facts";
import { hospicePictures } from "~/content/partner-pictures";
import type { HospiceDogsText, HospiceText } from "~/content/types/hospice";

/** The hospice dogs' section (its own export while app/components/dogs/hospice-dogs.tsx reads it directly). */
export const hospiceDogs: HospiceDogsText = {
  anchor: "perros-del-hospicio",
  heading: "Nuestros perros del hospicio",
  countOne: "Ahora mismo vive {count} perro en nuestro hospicio. Conoce su historia:",
  countOther:
    "Ahora mismo viven {count} perros en nuestro hospicio. Cada uno tiene su propia historia; conócelos:",
  empty: "En este momento no podemos mostrar aquí perros del hospicio. Vuelve a visitarnos pronto.",
  loading: "Cargando los perros del hospicio…",
};

/** The founder's name is a demo value like the rest of the association's details (DECISIONS.md). */
export const hospice: HospiceText = {
  heroDonate: "Donar al hospicio",
  heroDogs: "Nuestros perros del hospicio",
  need: {
    heading: "Por qué hace falta nuestro hospicio",
    text: [
      "En las perreras españolas, los perros mayores y enfermos apenas tienen oportunidades. Quien tiene el hocico canoso, el corazón débil o un tumor rara vez es adoptado y, a menudo, es el primero al que se da por perdido.",
      "Para estos perros, el largo viaje a Alemania es demasiado duro y la adopción casi nunca es posible. Necesitan un lugar tranquilo donde puedan quedarse: con sus medicamentos, una alimentación adecuada, camas blandas y personas que los acompañen hasta el último día.",
    ],
  },
  founder: {
    heading: "Cómo empezó todo",
    name: "Carmen Ejemplo",
    role: "Fundadora de nuestro hospicio",
    portrait: hospicePictures.founder,
    portraitAlt: "Retrato dibujado de Carmen, sonriente, junto a un perro mayor de hocico canoso",
    story: [
      "La idea del hospicio nació en una perrera de la provincia de Castellón. Allí estaba Tito, un mestizo de catorce años con los ojos velados y un soplo en el corazón. Nadie lo quería, y Carmen no fue capaz de dejarlo allí.",
      "Tito vivió dos años felices más en su jardín, y pronto llegaron otros perros mayores. El jardín de Carmen se ha convertido en nuestro hospicio: un lugar tranquilo con sofá, chimenea y terraza, donde los perros mayores y enfermos pueden ser, simplemente, perros.",
      "«Han conocido muy poco bueno en su vida», dice Carmen. «Al menos al final tienen que saber lo que es un hogar.»",
    ],
  },
  about: {
    heading: "Un hogar hasta el final",
    text: [
      "En nuestro hospicio en España viven perros que, por su edad o por una enfermedad incurable, ya no pueden ser adoptados. Se quedan con nosotros mientras disfruten de la vida, y no los dejamos solos cuando llega el momento.",
    ],
    points: [
      "Espacios tranquilos, camas blandas y un jardín con rincones de sol y de sombra",
      "Medicación diaria, tratamiento del dolor y visitas regulares al veterinario",
      "Dieta blanda y pienso especial para estómagos, riñones y corazones delicados",
      "Personas que se toman su tiempo: para mimos, paseos cortos y largas siestas",
    ],
  },
  help: {
    heading: "Cómo puedes ayudar",
    intro:
      "Una plaza en el hospicio cuesta mucho: medicamentos, veterinario, pienso especial y cuidados. Cada ayuda cuenta.",
    items: [
      {
        title: "Donación puntual",
        text: "Con el formulario de donación de esta página haces la transferencia en segundos con el código QR o donas con PayPal.",
        link: "Ir al formulario de donación",
        to: "form",
      },
      {
        title: "Ayuda mensual",
        text: `Con Teaming apoyas el hospicio desde ${teamingMonthlyAmount} € al mes, de forma estable y con baja en cualquier momento.`,
        link: "Todas las formas de donar",
        to: "donations",
      },
      {
        title: "Donaciones en especie",
        text: "Camas ortopédicas, mantas, empapadores y pienso para perros mayores nos ayudan mucho. Pregúntanos antes qué necesitamos en este momento.",
        link: "Contactar",
        to: "contact",
      },
    ],
  },
  dogs: hospiceDogs,
  quote: {
    text: "Todo perro merece no irse solo. Gracias a todas las personas que, con su donación, regalan a nuestros perros mayores días tranquilos, calientes y con la barriga llena.",
    author: "Carmen, fundadora de nuestro hospicio",
    open: "«",
    close: "»",
  },
  donation: {
    heading: "Donar al hospicio",
    intro:
      "Elige una cantidad: el código QR para tu transferencia y el enlace de PayPal se actualizan al instante.",
    purpose: "Hospicio",
    generalShare: `El ${generalProjectsSharePercent} % de las donaciones para el hospicio se destina a los proyectos generales de nuestra asociación, como rescates de urgencia y transportes.`,
  },
  service: {
    name: "Hospicio para perros mayores y enfermos",
    serviceType: "Hospicio para animales",
    description:
      "Un hogar para perros mayores y con enfermedades incurables en España: cuidados, medicación, alimentación especial y compañía hasta el último día.",
  },
};
