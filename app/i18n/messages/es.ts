import type { Messages } from "./de";

export const es: Messages = {
  siteName: "Perros Callejeros de España",
  siteTagline: "Asociación protectora de perros callejeros de España",
  loadingPage: "Cargando la página …",
  skipToContent: "Saltar al contenido",
  logoLabel: "Perros Callejeros de España – ir a la página de inicio",
  nav: {
    label: "Navegación principal",
    home: "Inicio",
    dogs: "Perros",
    adoption: "Adopción",
    fosterHome: "Casa de acogida",
    donations: "Donar & Teaming",
    about: "Sobre nosotros",
    contact: "Contacto",
  },
  menu: { open: "Abrir menú", close: "Cerrar menú", label: "Menú" },
  languageSwitch: { label: "Deutsch", description: "Cambiar a la web alemana" },
  footer: {
    label: "Pie de página",
    about:
      "Desde 2013 rescatamos perros callejeros en España y les buscamos familias responsables en España y Alemania.",
    linksHeading: "Información",
    contactHeading: "Contacto",
    socialHeading: "Síguenos",
    blog: "Blog",
    imprint: "Aviso Legal",
    privacy: "Privacidad",
    email: "Correo electrónico",
    phone: "Teléfono",
    whatsapp: "WhatsApp",
    cookieSettings: "Configuración de cookies",
    copyright: "Todos los derechos reservados.",
  },
  notFound: {
    title: "Página no encontrada",
    code: "404",
    heading: "¡Vaya!",
    text: "Parece que esta página se ha escondido...",
    detail: "La página que buscas no existe o ha sido movida.",
    home: "Volver al inicio",
  },
  dogNotFound: {
    title: "Perro no encontrado",
    heading: "Perro no encontrado",
    text: "No se ha podido encontrar el perro que buscas.",
    back: "Volver al listado",
  },
  error: {
    title: "Error inesperado",
    heading: "Algo ha salido mal",
    text: "Recarga la página o inténtalo de nuevo más tarde.",
    home: "Volver al inicio",
  },
  requestError: {
    badRequest: {
      title: "Solicitud no válida",
      heading: "No entendemos esta solicitud",
      text: "La dirección no es correcta. Compruébala o empieza en la página de inicio.",
    },
    methodNotAllowed: {
      title: "Solicitud no permitida",
      heading: "Esto no es posible aquí",
      text: "Este tipo de solicitud no es posible en nuestra web.",
    },
    uriTooLong: {
      title: "Dirección demasiado larga",
      heading: "Esta dirección es demasiado larga",
      text: "En nuestra web no hay direcciones tan largas. Compruébala o empieza en la página de inicio.",
    },
    home: "Volver al inicio",
  },
  cookieBanner: {
    label: "Configuración de cookies",
    heading: "Respetamos tu privacidad",
    text: "Queremos entender con estadísticas anónimas cómo se usa nuestra web y ofrecerte un chat en directo. Solo los activamos con tu consentimiento. Más información en nuestra",
    privacyLink: "política de privacidad",
    accept: "Aceptar",
    reject: "Rechazar",
    close: "Cerrar",
  },
  dogList: {
    searchLabel: "Buscar por nombre",
    searchPlaceholder: "Nombre o palabra clave …",
    searchButton: "Buscar",
    filtersLabel: "Filtros",
    typeLabel: "Tipo",
    locationLabel: "Ubicación",
    all: "Todos",
    types: { adoption: "Adopción", sponsorship: "Apadrinamiento", hospice: "Hospicio" },
    locations: { germany: "Alemania", spain: "España" },
    reset: "Restablecer",
    shownOf: "Mostrando {shown} de {total} perros",
    showMore: "Mostrar más perros",
    empty: "No se encontraron perros. Por favor, ajusta tu búsqueda.",
    error: "Error al cargar los perros. Por favor intenta de nuevo más tarde.",
    loading: "Cargando perros …",
    lastUpdate: "Última actualización de los datos:",
    status: { available: "Disponible", reserved: "Reservado" },
    /** After a dog's text that is not in the page's language, by the text's language. */
    textIn: { de: "(texto del perfil en alemán)", es: "(texto del perfil en español)" },
    imageAlt: "Foto de {name}",
    placeholderAlt: "Todavía no hay foto de {name}",
    infoHeading: "Información útil",
    info: {
      fosterHome: {
        title: "Ser casa de acogida",
        text: "Regala a un perro un hogar temporal hasta que encuentre a su familia.",
      },
      fincaChaos: {
        title: "Finca Chaos",
        text: "Nuestro terreno cerca de Benicarló, donde viven muchos de nuestros perros.",
      },
      residenciaMonika: {
        title: "Residencia Monika",
        text: "Unos 80 perros encuentran protección y cuidados cerca de Amposta.",
      },
      hospice: {
        title: "Hospicio",
        text: "Los perros mayores y enfermos viven con nosotros con calma y cariño.",
      },
    },
  },
  dogDetail: {
    back: "Todos los perros",
    gallery: "Fotos de {name}",
    showImage: "Mostrar foto {n} de {total}",
    profile: "Ficha",
    location: "Ubicación",
    status: "Estado",
    about: "Sobre {name}",
    hospiceHeading: "Un perro de nuestro hospicio",
    hospiceText:
      "{name} vive en nuestro hospicio para perros mayores y enfermos y no está en adopción. Con una donación para el hospicio ayudas a que a {name} no le falte de nada.",
    hospiceLink: "Más sobre nuestro hospicio",
    whatsappHeading: "Pregunta rápida",
    whatsappText: "Escríbenos directamente por WhatsApp: te respondemos lo antes posible.",
    whatsappButton: "Preguntar por WhatsApp",
    whatsappMessage: "Hola, me interesa {name} ({url}). ¿Sigue disponible?",
    requestHeading: "Solicitud para {name}",
    requestText: "¿Quieres conocer o apoyar a {name}? Escríbenos y te responderemos lo antes posible.",
    requestContact: "Escribir un mensaje",
    productBrand: "Adopción",
  },
  home: {
    heroImageAlt: "Paisaje ilustrado de España al atardecer con perros",
    claims: [
      "Activos desde 2013",
      "Más de 2.900 perros rescatados y adoptados",
      "Más de 150 rescates en 2024",
    ],
    offers: ["Acompañamiento personal", "Transporte de España a Alemania", "Cuidados en España"],
    cta: { dogs: "Conoce a los perros", fosterHome: "Ser casa de acogida", donations: "Donar ahora" },
    dogsHeading: "Estos perros buscan un hogar",
    dogsAll: "Ver todos los perros",
    whyHeading: "¿Por qué adoptar con nosotros?",
    why: [
      {
        title: "Experiencia desde 2013",
        text: "Más de 2.900 perros han empezado una nueva vida con nuestra ayuda.",
      },
      {
        title: "Descripciones sinceras",
        text: "Conocemos a nuestros perros y te decimos con franqueza cuál encaja contigo.",
      },
      {
        title: "Atención veterinaria",
        text: "Vacunados, con microchip, testados y esterilizados a partir del año, según la normativa de la UE.",
      },
      {
        title: "Transporte seguro",
        text: "Transporte respetuoso con los animales y entrega en muchas ciudades de Alemania.",
      },
      {
        title: "Contigo desde el primer día",
        text: "Te acompañamos antes, durante y después de la adopción.",
      },
      {
        title: "Dos asociaciones, un equipo",
        text: "Una asociación alemana y una española trabajan codo con codo.",
      },
    ],
    helpHeading: "Cómo puedes ayudar",
    help: {
      dogs: {
        title: "Ver los perros",
        text: "Encuentra a tu nuevo compañero o apadrina a un perro.",
        link: "Ver perros",
      },
      fosterHome: {
        title: "Ser casa de acogida",
        text: "Ofrece a un perro un hogar temporal hasta que encuentre su familia.",
        link: "Más información",
      },
      donations: {
        title: "Donar",
        text: "Comida, veterinario y transportes: cada euro llega a los perros.",
        link: "Donar ahora",
      },
    },
    guidesHeading: "Guías para empezar bien",
    guidesAll: "Todas las guías",
  },
  pages: {
    home: {
      title: "Adopta un perro callejero de España | Protectora desde 2013",
      description:
        "Rescatamos perros callejeros en España y los damos en adopción en España y Alemania: acompañamiento personal, transporte a Alemania y cuidados en España.",
      heading: "Adopta un perro callejero de España",
      intro:
        "Activos desde 2013 · más de 2.900 perros rescatados y adoptados · más de 150 rescates solo en 2024. Acompañamiento personal, transporte de España a Alemania y cuidados en España.",
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
      description:
        "Conoce nuestra asociación: activa desde 2013, más de 2.900 perros rescatados y un equipo voluntario en España y Alemania.",
      heading: "Sobre nosotros",
      intro:
        "Desde 2013 trabajamos por los perros callejeros de España, con corazón, cabeza y una gran red en España y Alemania.",
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
      description:
        "Hazte socio de nuestra asociación desde 5 € al mes, activo o colaborador, con baja posible en cualquier momento a final de mes.",
      heading: "Hazte socio",
      intro:
        "Tu aportación salva vidas: desde 5 € al mes apoyas rescates, atención veterinaria y adopciones.",
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
  },
};
