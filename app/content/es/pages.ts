import { association } from "~/content/facts";
import { membershipMinimumMonthly } from "~/domain/fees";
import { formatNumber } from "~/domain/numbers";
import type { PageTexts } from "~/content/catalog";

/** Title, description, heading and intro of every page. */
export const pages: PageTexts = {
  home: {
    title: `Adopta un perro callejero de España | Protectora desde ${association.foundedYear}`,
    description:
      "Rescatamos perros callejeros en España y los damos en adopción en España y Alemania: acompañamiento personal, transporte a Alemania y cuidados en España.",
    heading: "Adopta un perro callejero de España",
    intro: `Activos desde ${association.foundedYear} · más de ${formatNumber(association.dogsRescued, "es")} perros rescatados y adoptados · más de ${association.rescues.count} rescates solo en ${association.rescues.year}. Acompañamiento personal, transporte de España a Alemania y cuidados en España.`,
  },
  dogs: {
    title: "Perros en adopción | Perros Callejeros de España",
    description:
      "Conoce a nuestros protegidos: perros de España que buscan un hogar, un padrino o madrina, o que viven en nuestro hospicio.",
    heading: "Nuestros protegidos",
    intro:
      "Cada uno de estos perros espera una oportunidad. Encuentra a tu nuevo compañero o apadrina a un perro.",
  },
  dogDetail: {
    title: "Perfil del perro | Perros Callejeros de España",
    description: "Todo sobre este perro: carácter, dónde se encuentra y cómo adoptarlo o apadrinarlo.",
    heading: "Perfil del perro",
    intro: "Aquí encontrarás todo sobre este perro.",
  },
  adoption: {
    title: "Adoptar un perro: el proceso de adopción | Perros Callejeros de España",
    description:
      "El proceso de adopción en 7 pasos: del primer contacto al control previo, el contrato de adopción, la entrega y el seguimiento.",
    heading: "El proceso de adopción en 7 pasos",
    intro:
      "Adoptar es una decisión para muchos años. Te acompañamos paso a paso, con transparencia, de forma personal y con mucha experiencia.",
  },
  fosterHome: {
    title: "Ser casa de acogida | Perros Callejeros de España",
    description:
      "Hazte casa de acogida: ofrece a un perro un hogar temporal durante unas 4 a 6 semanas y ayúdale a llegar a su familia.",
    heading: "Ser casa de acogida",
    intro:
      "Como casa de acogida regalas a un perro un hogar temporal, normalmente de 4 a 6 semanas, hasta que encuentra a su familia definitiva.",
  },
  donations: {
    title: "Donar & Teaming | Perros Callejeros de España",
    description:
      "Apoya nuestro trabajo con una donación, un apadrinamiento o Teaming desde 1 € al mes: comida, veterinario, transporte y adopciones.",
    heading: "Donar & Teaming",
    intro:
      "Cada donación ayuda: comida y cuidados, atención veterinaria, transportes y la búsqueda de familia para nuestros perros.",
  },
  about: {
    title: "Sobre nosotros | Perros Callejeros de España",
    description: `Conoce nuestra asociación: activa desde ${association.foundedYear}, más de ${formatNumber(association.dogsRescued, "es")} perros rescatados y un equipo voluntario en España y Alemania.`,
    heading: "Sobre nosotros",
    intro: `Desde ${association.foundedYear} trabajamos por los perros callejeros de España, con corazón, cabeza y una gran red en España y Alemania.`,
  },
  contact: {
    title: "Contacto | Perros Callejeros de España",
    description: "Escríbenos, llámanos o contáctanos por WhatsApp: te ayudamos encantados.",
    heading: "Contacto",
    intro: "¿Tienes preguntas sobre un perro, la adopción o nuestra asociación? Esperamos tu mensaje.",
  },
  imprint: {
    title: "Aviso Legal | Perros Callejeros de España",
    description: "Aviso legal y datos de la asociación conforme a la normativa vigente.",
    heading: "Aviso Legal",
    intro: "Datos del titular de esta web.",
  },
  privacy: {
    title: "Privacidad | Perros Callejeros de España",
    description:
      "Cómo tratamos tus datos: formularios de contacto, analítica web y chat solo con consentimiento, tus derechos.",
    heading: "Política de privacidad",
    intro:
      "La protección de tus datos personales es importante para nosotros. Aquí te explicamos qué datos tratamos y por qué.",
  },
  blog: {
    title: "Blog | Perros Callejeros de España",
    description:
      "Novedades de nuestro trabajo: rescates, adopciones, historias y consejos sobre perros de España.",
    heading: "Blog",
    intro: "Historias, novedades y una mirada a nuestro trabajo en España y Alemania.",
  },
  blogPost: {
    title: "Blog | Perros Callejeros de España",
    description: "Un artículo de nuestro blog.",
    heading: "Blog",
    intro: "Un artículo de nuestro blog.",
  },
  membership: {
    title: "Hazte socio | Perros Callejeros de España",
    description: `Hazte socio de nuestra asociación desde ${membershipMinimumMonthly} € al mes, activo o colaborador, con baja posible en cualquier momento a final de mes.`,
    heading: "Hazte socio",
    intro: `Tu aportación salva vidas: desde ${membershipMinimumMonthly} € al mes apoyas rescates, atención veterinaria y adopciones.`,
  },
  hospice: {
    title: "Hospicio para perros mayores y enfermos | Perros Callejeros de España",
    description:
      "Nuestro hospicio da a perros mayores y enfermos en España un lugar lleno de cariño para su última etapa. Ayuda con tu donación.",
    heading: "Nuestro hospicio",
    intro:
      "Algunos perros son demasiado mayores o están demasiado enfermos para ser adoptados. En nuestro hospicio viven con calma y cariño.",
  },
  fincaChaos: {
    title: "Finca Chaos | Perros Callejeros de España",
    description:
      "La Finca Chaos cerca de Benicarló: 10.000 m² para nuestros perros, siete parques, una sala de estar para perros y 14 cabras.",
    heading: "Finca Chaos",
    intro:
      "En 10.000 m² cerca de Benicarló, nuestros perros viven en siete parques y una gran sala de estar hasta que encuentran familia.",
  },
  residenciaMonika: {
    title: "Residencia Monika | Perros Callejeros de España",
    description:
      "La Residencia Monika cerca de Amposta: desde 2008 el hogar de unos 80 perros, con el apoyo de nuestra asociación.",
    heading: "Residencia Monika",
    intro:
      "Desde 2008, unos 80 perros encuentran protección, cuidados y cariño en la Residencia Monika, cerca de Amposta.",
  },
  faq: {
    title: "Preguntas frecuentes | Perros Callejeros de España",
    description:
      "Respuestas a las preguntas más habituales sobre adopción, transporte, contrato, costes, control previo y donaciones.",
    heading: "Preguntas frecuentes",
    intro: "Aquí encontrarás respuestas a las preguntas que más nos hacéis.",
  },
  guides: {
    title: "Guía | Perros Callejeros de España",
    description: "Guías prácticas sobre perros rescatados: preparación, adaptación, salud y educación.",
    heading: "Guía",
    intro:
      "Lo que hemos aprendido en muchos años de protección animal, para que el comienzo con tu perro salga bien.",
  },
  guide: {
    title: "Guía | Perros Callejeros de España",
    description: "Una guía de nuestro día a día en la protección animal.",
    heading: "Guía",
    intro: "Una guía de nuestro día a día en la protección animal.",
  },
};
