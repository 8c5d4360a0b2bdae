import {
  adoptionWeeks,
  association,
  fosterStayWeeks,
  generalProjectsSharePercent,
  handOverList,
  liabilityInsuranceEuroPerYear as insurance,
  simplifiedDonationReceiptLimit,
  transportDays,
  youngDogMonths,
} from "~/content/facts";
import { formatNumber } from "~/domain/numbers";
import type { FaqText } from "~/content/types/faq";
import { formatEuro, formattedAdoptionFee, membershipMinimumMonthly, sponsorshipAmount } from "~/domain/fees";
import { handOverCityNames } from "./places";

const euro = (amount: number) => formatEuro(amount, "es");
const handOverPoints = handOverList(handOverCityNames, "es");
const transportTime = `entre ${transportDays.min} y ${formatNumber(transportDays.max, "es")} días`;

/**
 * Every FAQ answer of the Spanish site: the FAQ page's 24 (layout: app/content/faq.ts; each entry
 * also answers to its German id) and the adoption page's further questions. Figures come from
 * app/content/facts.ts and app/domain/fees.ts; adoption in Spain ends with the pick-up in Benicarló.
 */
export const faq: FaqText = {
  sections: {
    adoption: "Adopción y proceso",
    health: "Salud",
    afterwards: "Después de la adopción",
    help: "Ayudar y colaborar",
  },
  entries: {
    verein: {
      id: "asociacion",
      question: "¿Quién está detrás de la asociación?",
      answer: [
        `Una asociación protectora alemana y otra española que trabajan codo con codo desde ${association.foundedYear}. Desde entonces hemos rescatado y dado en adopción a más de ${formatNumber(association.dogsRescued, "es")} perros, más de ${association.rescues.count} solo en ${association.rescues.year}.`,
        [
          "En España, nuestros perros viven en la Finca Chaos, cerca de Benicarló, en casas de acogida y en la Residencia Monika, cerca de Amposta, con la que colaboramos estrechamente. ",
          { text: "Más sobre nosotros", to: { route: "about" } },
        ],
      ],
    },
    perrera: {
      id: "perrera",
      question: "¿Qué es una perrera?",
      answer: [
        "Una perrera es un centro municipal de recogida de perros. Muchas están saturadas: los perros viven en poco espacio y apenas reciben atención o salen a pasear.",
        "Antes, en muchas perreras se sacrificaba a los perros que nadie reclamaba al cabo de pocos días. La ley de bienestar animal de 2023 lo prohíbe, pero en muchos lugares la saturación sigue siendo la misma. Nosotros sacamos perros de perreras, de la calle y de situaciones de maltrato.",
      ],
    },
    ablauf: {
      id: "proceso",
      question: "¿Cómo es el proceso de adopción?",
      answer: [
        "En siete pasos: eliges un perro y nos escribes por correo o WhatsApp. Hacemos el control previo y nos conocemos. Firmas el contrato de adopción y abonas la cuota. Vienes a conocerlo y a recogerlo a Benicarló, te lo entregamos con su pasaporte europeo y te seguimos acompañando después.",
        [{ text: "El proceso de adopción paso a paso", to: { route: "adoption" } }],
      ],
    },
    vorkontrolle: {
      id: "control-previo",
      question: "¿Qué es el control previo?",
      answer: [
        "Antes de que un perro se mude contigo, alguien de nuestro equipo o de nuestra red te visita en casa. No buscamos la perfección, sino comprobar que el perro y el hogar encajan: la vivienda, el jardín o la terraza, vuestro día a día y los demás animales.",
        "Durante la visita puedes hacernos todas tus preguntas. Con las casas de acogida hacemos el mismo control previo.",
      ],
    },
    schutzvertrag: {
      id: "contrato",
      question: "¿Qué es el contrato de adopción?",
      answer: [
        "Con el contrato de adopción te haces cargo del perro. Te comprometes a cuidarlo de forma adecuada, a darle atención veterinaria y a no venderlo, regalarlo ni llevarlo a una protectora o perrera. Si es un cachorro, lo esterilizarás cuando tenga la edad adecuada.",
        "El contrato protege al perro, pero también a ti: sabes exactamente a qué te comprometes y nosotros seguimos a tu lado.",
      ],
    },
    kosten: {
      id: "costes",
      question: "¿Cuánto cuesta adoptar?",
      answer: [
        `La cuota de adopción es de ${formattedAdoptionFee("es")}. Cubre la recogida en nuestras instalaciones de Benicarló y la atención veterinaria: vacunas según la normativa europea, microchip, pasaporte europeo, test de enfermedades mediterráneas y, en perros a partir de un año aproximadamente, la esterilización.`,
        "Después corren de tu cuenta los gastos habituales: comida, veterinario y un seguro de responsabilidad civil.",
      ],
    },
    wartezeit: {
      id: "tiempo-de-espera",
      question: "¿Cuánto se tarda en adoptar?",
      answer: [
        `En España, desde el primer contacto hasta la recogida suelen pasar entre ${adoptionWeeks.spain.min} y ${adoptionWeeks.spain.max} semanas. Si el perro viaja a Alemania, entre el «sí» y la llegada pasan normalmente entre ${adoptionWeeks.germany.min} y ${adoptionWeeks.germany.max} semanas.`,
      ],
    },
    transport: {
      id: "transporte",
      question: "¿Cómo viajan los perros a Alemania?",
      answer: [
        `En un transporte adaptado al bienestar animal, en transportines seguros, con paradas, agua y conductores con experiencia. El viaje dura ${transportTime}.`,
        `Las entregas se hacen en ${handOverPoints}. Si adoptas en España, recoges a tu perro en Benicarló.`,
      ],
    },
    impfungen: {
      id: "vacunas",
      question: "¿Los perros están vacunados y con microchip?",
      answer: [
        "Sí. Cada perro está vacunado según la normativa europea, también contra la rabia, lleva microchip, está registrado y tiene pasaporte europeo. Después de la adopción registra el cambio de titular para que, gracias a su microchip, tu perro siempre pueda volver contigo.",
      ],
    },
    mittelmeercheck: {
      id: "enfermedades-mediterraneas",
      question: "¿Se hacen pruebas de enfermedades mediterráneas?",
      answer: [
        "Sí. Hacemos pruebas de leishmaniosis, ehrlichiosis, babesiosis, anaplasmosis y dirofilariosis y te contamos el resultado antes de la adopción. Un positivo no significa que el perro no pueda ser adoptado; muchas de estas enfermedades se tratan bien.",
        [
          "Como algunos parásitos tardan meses en detectarse, recomendamos repetir las pruebas unos seis meses después. Te lo explicamos en nuestra ",
          { text: "guía", to: { route: "guides" } },
          ".",
        ],
      ],
    },
    kastration: {
      id: "esterilizacion",
      question: "¿Los perros están esterilizados?",
      answer: [
        "Los perros que tienen alrededor de un año o más en el momento de la adopción se esterilizan, por lo general, antes. Los más jóvenes y los cachorros todavía no; lo harás más adelante, cuando tu veterinario lo considere oportuno.",
      ],
    },
    welpen: {
      id: "cachorros",
      question: "¿También dais cachorros en adopción?",
      answer: [
        `Sí. Pero los cachorros necesitan mucho tiempo, educación y paciencia, y todavía no están esterilizados. Si buscas un perro joven, uno de entre ${youngDogMonths.min} y ${youngDogMonths.max} meses suele ser una buena alternativa: sigue siendo juguetón, pero ya es algo más estable.`,
      ],
    },
    vertraeglichkeit: {
      id: "compatibilidad",
      question: "¿El perro se llevará bien con niños, gatos u otros perros?",
      answer: [
        "Observamos a nuestros perros con atención en la finca y en las casas de acogida y te contamos con sinceridad lo que sabemos. Muchos viven en grupo y conocen bien a otros perros. Cuéntanos cómo es tu hogar y te aconsejamos qué perro encaja.",
      ],
    },
    "erste-tage": {
      id: "primeros-dias",
      question: "¿Cómo se comportan los perros los primeros días?",
      answer: [
        "Depende mucho. Algunos sienten curiosidad desde el primer momento y otros necesitan días o semanas para confiar. Dale calma, rutinas y un rincón tranquilo, y durante las primeras semanas no lo sueltes nunca sin correa y arnés de seguridad.",
        [{ text: "Nuestra guía para los primeros días", to: { route: "guides" } }],
      ],
    },
    berufstaetig: {
      id: "trabajo",
      question: "¿Puedo adoptar si trabajo?",
      answer: [
        "Sí, siempre que el perro no pase demasiado tiempo solo. Muchos perros pueden quedarse solos unas horas más adelante, pero tienen que aprenderlo poco a poco. Reserva unos días para la adaptación y piensa quién puede ayudarte en el día a día.",
      ],
    },
    versicherung: {
      id: "seguro",
      question: "¿Necesito un seguro?",
      answer: [
        `Un seguro de responsabilidad civil es obligatorio en muchos lugares y recomendable en cualquier caso; consulta la normativa de tu comunidad autónoma y de tu ayuntamiento. Suele costar entre ${insurance.min} y ${euro(insurance.max)} al año. Un seguro de salud o de cirugía es voluntario; fíjate en las exclusiones por enfermedades previas.`,
      ],
    },
    nachkontrolle: {
      id: "seguimiento",
      question: "¿Hacéis un seguimiento después de la adopción?",
      answer: [
        "Sí. Unas semanas después de la llegada nos ponemos en contacto contigo y, si es posible, te visitamos de nuevo. Queremos saber cómo está tu perro y ayudarte con tus dudas. Y siempre nos alegra recibir fotos y noticias.",
      ],
    },
    rueckgabe: {
      id: "devolucion",
      question: "¿Qué pasa si no sale bien?",
      answer: [
        "Háblanos cuanto antes: muchas dificultades se resuelven con consejo y un poco de tiempo. Si de verdad no es posible, recuperamos al perro y le buscamos una casa de acogida o una nueva familia. Un perro adoptado con nosotros nunca acaba en una perrera ni se vende.",
      ],
    },
    besuch: {
      id: "visita",
      question: "¿Puedo visitar a los perros?",
      answer: [
        "Sí, con cita previa en la Finca Chaos, cerca de Benicarló. También son bienvenidos los voluntarios que quieran echar una mano unos días. Avísanos antes para que alguien pueda atenderte.",
        [{ text: "Conoce la Finca Chaos", to: { route: "fincaChaos" } }],
      ],
    },
    pflegestelle: {
      id: "casa-de-acogida",
      question: "¿Qué hace una casa de acogida?",
      answer: [
        `Una casa de acogida cuida de un perro de forma temporal, normalmente entre ${fosterStayWeeks.min} y ${fosterStayWeeks.max} semanas, hasta que encuentra su familia definitiva. Nosotros cubrimos los gastos veterinarios y siempre tienes una persona de contacto fija.`,
        [{ text: "Hazte casa de acogida", to: { route: "fosterHome" } }],
      ],
    },
    patenschaft: {
      id: "apadrinamiento",
      question: "¿Cómo funciona el apadrinamiento?",
      answer: [
        `Apadrinando ayudas a un perro concreto que todavía espera un hogar o vive en el hospicio, desde ${euro(sponsorshipAmount.min)} al mes y sin límite máximo. Te contamos con regularidad cómo está tu ahijado.`,
        [{ text: "Ver perros para apadrinar", to: { route: "dogs" } }],
      ],
    },
    mitgliedschaft: {
      id: "hacerse-socio",
      question: "¿Cómo puedo hacerme socio?",
      answer: [
        `Como socio activo o colaborador, desde ${euro(membershipMinimumMonthly)} al mes. Los socios activos tienen voto en la asamblea y asumen una tarea, por ejemplo como casa de acogida o en la organización de los transportes; los colaboradores ayudan económicamente. Puedes darte de baja en cualquier momento, con efecto a final de mes.`,
        [{ text: "Hazte socio", to: { route: "membership" } }],
      ],
    },
    "spenden-steuer": {
      id: "donaciones",
      question: "¿Recibo un justificante de mi donación?",
      answer: [
        `Si vives en Alemania y donas a nuestra asociación alemana, te enviamos un certificado de donación que puedes deducir allí; hasta ${euro(simplifiedDonationReceiptLimit)} basta con el extracto bancario. Si donas a la asociación española y necesitas un justificante, escríbenos y te lo preparamos.`,
        [{ text: "Donar ahora", to: { route: "donations" } }],
      ],
    },
    hospiz: {
      id: "hospicio",
      question: "¿Qué es vuestro hospicio?",
      answer: [
        `En el hospicio viven perros mayores y enfermos para los que ya no es posible un viaje ni una adopción. Allí reciben cuidados, medicación y cariño hasta el final. El ${generalProjectsSharePercent} % de las donaciones para el hospicio se destina a nuestros proyectos generales.`,
        [{ text: "Nuestro hospicio", to: { route: "hospice" } }],
      ],
    },
    uebergabe: {
      id: "recogida",
      question: "¿Qué tengo que llevar el día de la recogida?",
      answer: [
        "Trae un collar o un arnés bien ajustado, una correa y, si vienes en coche, un transportín o un cinturón de seguridad para perros. No olvides tu DNI o NIE para el contrato. Nosotros te damos el pasaporte europeo y consejos para los primeros días.",
      ],
    },
    kennenlernen: {
      id: "visita-benicarlo",
      question: "¿Cómo es la visita en Benicarló?",
      answer: [
        "Quedamos contigo en nuestras instalaciones de Benicarló. Allí conoces a tu perro con calma, dais un paseo juntos y te contamos todo lo que sabemos de él: su carácter, sus costumbres y su salud. Si ya tienes perro, puede venir contigo para que se conozcan en terreno neutral.",
      ],
    },
    gesundheit: {
      id: "salud",
      question: "¿Los perros están vacunados, con microchip y esterilizados?",
      answer: [
        "Sí. Todos los perros están vacunados según la normativa europea, llevan microchip y están registrados. A partir de un año aproximadamente se les hacen las pruebas de enfermedades mediterráneas y, por lo general, se esterilizan. Los cachorros aún no están esterilizados; en su caso, lo harás más adelante con tu veterinario.",
      ],
    },
    folgekosten: {
      id: "gastos",
      question: "¿Qué gastos tendré después de la adopción?",
      answer: [
        `Además de la comida, los accesorios y el veterinario, necesitarás un seguro de responsabilidad civil para tu perro. Cuesta unos ${insurance.min}–${euro(insurance.max)} al año y la Ley de Bienestar Animal lo prevé como obligatorio para quienes tienen perro. Algunos ayuntamientos cobran además una tasa o piden inscribir al perro en el censo municipal.`,
      ],
    },
    entfernung: {
      id: "distancia",
      question: "¿Puedo adoptar si no vivo cerca de Benicarló?",
      answer: [
        "Sí, damos perros en adopción en toda España. La recogida, eso sí, se hace siempre en persona en Benicarló: así conoces a tu perro antes de llevártelo y te lo entregamos con toda la información. Buscamos juntos una fecha que te venga bien para el viaje.",
      ],
    },
  },
};
