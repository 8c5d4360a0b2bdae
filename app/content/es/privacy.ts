import { consentLifetimeDays } from "~/domain/consent";
import { mailLink, postalLines, telLink } from "~/content/shapes";
import type { PrivacyText } from "~/content/types/legal";

/** REQUEST_RETENTION_DAYS in words. */
function period(days: number): string {
  return days === 1 ? "un día" : `${days} días`;
}

/** RGPD, LOPDGDD and LSSI; what it promises is how the site is built (DECISIONS.md, Privacy). */
export const privacy: PrivacyText = (site, { requestRetentionDays }) => ({
  updated: "Última actualización: noviembre de 2026",
  intro:
    "Tratamos datos personales solo en la medida necesaria para este sitio web y para nuestro trabajo de protección animal, conforme al Reglamento General de Protección de Datos (RGPD), la Ley Orgánica 3/2018 de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD) y la Ley 34/2002 de Servicios de la Sociedad de la Información (LSSI-CE).",
  tocLabel: "Índice",
  sections: [
    {
      heading: "Responsable del tratamiento",
      blocks: [
        "El responsable del tratamiento de los datos en este sitio web es:",
        {
          lines: [
            site.organisationName,
            ...postalLines(site.address, "es"),
            ["Teléfono: ", telLink(site.phone)],
            ["Correo electrónico: ", mailLink(site.email)],
          ],
        },
        [
          "La asociación está representada por su junta directiva (consulta el ",
          { text: "aviso legal", to: { route: "imprint" } },
          "). No estamos obligados a designar un delegado de protección de datos. Para cualquier consulta sobre privacidad, escríbenos a ",
          mailLink(site.email),
          ".",
        ],
      ],
    },
    {
      heading: "Lo esencial en pocas palabras",
      blocks: [
        {
          list: [
            "Al visitar nuestra web no se realiza ninguna petición a otros proveedores antes de que des tu consentimiento. Las fuentes tipográficas se sirven desde nuestro propio servidor.",
            "La analítica web y el chat en directo solo se activan si pulsas «Aceptar» en el aviso de cookies.",
            "Los vídeos solo se cargan cuando haces clic en ellos.",
            "Lo que nos envías a través de un formulario se guarda en nuestra base de datos y se envía por correo electrónico a la asociación, únicamente para atender tu solicitud.",
          ],
        },
      ],
    },
    {
      heading: "Visita del sitio web y registros del servidor",
      blocks: [
        "Para que la web llegue a tu navegador, nuestro servidor trata necesariamente tu dirección IP y los datos que envía tu navegador (dirección solicitada, fecha y hora, navegador y sistema operativo). En los registros del servidor solo guardamos la hora, la dirección solicitada, el código de respuesta y el tiempo de respuesta, no tu dirección IP. Los registros sirven para un funcionamiento seguro y estable y se eliminan en un plazo máximo de 14 días.",
        "La base jurídica es nuestro interés legítimo en un sitio web seguro y operativo (art. 6.1.f RGPD). Nuestro proveedor de alojamiento trata los datos por encargo nuestro, en virtud de un contrato de encargo del tratamiento (art. 28 RGPD).",
      ],
    },
    {
      heading: "Formularios y solicitudes",
      blocks: [
        "Con nuestros formularios puedes solicitar una adopción o un apadrinamiento, ofrecerte como casa de acogida, hacerte socio o enviarnos un mensaje. Tratamos los datos que introduces, por ejemplo:",
        {
          list: [
            "nombre, correo electrónico y teléfono, para poder responderte;",
            "dirección, tipo de vivienda, experiencia con perros y disponibilidad en adopciones y acogidas, para valorar qué perro encaja contigo;",
            "fecha de nacimiento, dirección, fecha de alta y forma de pago en el caso de hacerte socio;",
            "tu mensaje y el nombre del perro que te interesa.",
          ],
        },
        "Tu solicitud se guarda en nuestra base de datos y se envía por correo electrónico a la asociación para que la atiendan las personas voluntarias responsables, que la gestionan en nuestra área de administración protegida. A tu dirección de correo te enviamos un acuse de recibo automático (como máximo uno por hora). La base jurídica es la aplicación de medidas precontractuales y la ejecución del contrato, como el contrato de adopción o la condición de socio (art. 6.1.b RGPD), y en los mensajes generales nuestro interés legítimo en responder a las consultas (art. 6.1.f RGPD).",
        "Para evitar abusos, los formularios incluyen un campo invisible para las personas que detecta envíos automáticos, y limitamos el número de envíos por dirección IP en un periodo de 10 minutos. Para ello, la dirección IP solo se trata de forma momentánea y no se guarda junto con tu solicitud.",
      ],
    },
    {
      heading: "Contacto por correo electrónico, teléfono y WhatsApp",
      blocks: [
        "Si nos escribes un correo o nos llamas, tratamos tus datos para responder a tu consulta (art. 6.1.b y f RGPD).",
        "Nuestros enlaces de WhatsApp son enlaces simples: WhatsApp solo se abre cuando los pulsas. El mensaje se transmite entonces a través del servicio de WhatsApp Ireland Limited, al que se aplica su propia política de privacidad. Si lo prefieres, puedes contactarnos igualmente por correo electrónico o por teléfono.",
      ],
    },
    {
      heading: "Aviso de cookies y consentimiento",
      blocks: [
        `No utilizamos cookies mientras no hayas dado tu consentimiento. Tu decisión en el aviso de cookies (sí o no) se guarda durante ${consentLifetimeDays} días en el almacenamiento local de tu navegador (Local Storage), para no preguntarte en cada visita. Este dato no sale de tu dispositivo y es estrictamente necesario para respetar tu elección (art. 22.2 LSSI-CE).`,
        "Puedes retirar tu consentimiento en cualquier momento con efectos para el futuro: basta con borrar en tu navegador los datos guardados de este sitio web. En tu próxima visita te preguntaremos de nuevo y, hasta entonces, no cargaremos ni la analítica web ni el chat en directo. También puedes comunicarnos la retirada por correo electrónico.",
      ],
    },
    {
      heading: "Analítica web (solo con consentimiento)",
      blocks: [
        "Si das tu consentimiento, utilizamos una herramienta de analítica web respetuosa con la privacidad para saber qué páginas se visitan y cómo mejorar la web. No crea perfiles de usuario, no te sigue por otros sitios web y no guarda direcciones IP completas; solo vemos estadísticas agregadas, que conservamos como máximo 24 meses.",
        "La base jurídica es tu consentimiento (art. 6.1.a RGPD y art. 22.2 LSSI-CE). El proveedor trata los datos por encargo nuestro (art. 28 RGPD). Sin tu consentimiento, la herramienta no se carga.",
      ],
    },
    {
      heading: "Chat en directo (solo con consentimiento)",
      blocks: [
        "Si das tu consentimiento, integramos un servicio de chat en directo para que puedas hacernos preguntas al momento. Solo entonces tu navegador carga la ventana del chat desde el servidor del proveedor, que recibe datos técnicos como la dirección IP, los datos del navegador y la hora. Si utilizas el chat, tratamos además tus mensajes y los datos que nos des voluntariamente, como tu nombre o tu correo electrónico.",
        "La base jurídica es tu consentimiento (art. 6.1.a RGPD y art. 22.2 LSSI-CE). El proveedor trata los datos por encargo nuestro (art. 28 RGPD). Eliminamos las conversaciones en cuanto tu consulta queda resuelta y, como máximo, a los seis meses.",
      ],
    },
    {
      heading: "Fuentes tipográficas",
      blocks: [
        "Todas las fuentes tipográficas están alojadas en nuestro propio servidor. Al visitar la web no se establece ninguna conexión con servicios de fuentes de otros proveedores.",
      ],
    },
    {
      heading: "Vídeos (solución de dos clics)",
      blocks: [
        "En algunas páginas mostramos vídeos de una plataforma de vídeo. Al principio solo ves un marcador de posición. Solo cuando haces clic en él, tu navegador carga el vídeo desde el proveedor, que recibe, entre otros datos, tu dirección IP y datos de tu navegador. Si el proveedor está fuera de la UE, puede producirse una transferencia internacional de datos.",
        "La base jurídica es el consentimiento que das con el clic (art. 6.1.a RGPD y art. 22.2 LSSI-CE).",
      ],
    },
    {
      heading: "Donaciones y enlaces a otros proveedores",
      blocks: [
        "Para las donaciones por transferencia te mostramos nuestros datos bancarios y un código QR, sin guardar nada. Si donas a través de un servicio de pago como PayPal o mediante Teaming, o sigues nuestros enlaces a Facebook o Instagram, sales de nuestra web y se aplica la política de privacidad de cada proveedor. Estos servicios no están integrados en nuestra web.",
      ],
    },
    {
      heading: "Destinatarios de tus datos",
      blocks: [
        "Solo acceden a tus datos las personas voluntarias de la asociación que atienden tu solicitud. Los proveedores técnicos de alojamiento y correo electrónico tratan datos por encargo nuestro y siguiendo nuestras instrucciones. Cuando un perro se adopta en Alemania, colaboramos con nuestra asociación hermana alemana y le comunicamos los datos necesarios para ello. No vendemos datos ni los cedemos con fines publicitarios.",
      ],
    },
    {
      heading: "Plazos de conservación",
      blocks: [
        {
          list: [
            `Las solicitudes y los mensajes que terminan sin una relación duradera (rechazados, retirados, cerrados o ya respondidos) se eliminan automáticamente, junto con nuestras notas y los correos correspondientes, cuando llevan ${period(requestRetentionDays)} sin cambios.`,
            `Los datos de socios y socias, padrinos y madrinas, casas de acogida y familias adoptivas se conservan mientras dure la relación: la condición de socio o socia, el apadrinamiento, la acogida o la adopción. Cuando termina (o cuando un perro adoptado vuelve con nosotros), también se eliminan una vez que llevan ${period(requestRetentionDays)} sin cambios.`,
            `De cada persona que nos escribe llevamos una ficha con su nombre, datos de contacto, idioma, nuestras notas y tareas (por ejemplo, una visita de seguimiento) y anotaciones como una visita previa ya hecha. Se elimina cuando ya no guardamos ninguna solicitud tuya y lleva ${period(requestRetentionDays)} sin cambios. Solo se conserva más tiempo mientras hagas visitas previas para nosotros, o si hemos anotado que, por el bienestar de los animales, no te daremos un perro en adopción: en ese caso, mientras exista ese motivo (interés legítimo, art. 6.1.f RGPD). Esta ficha también forma parte de cualquier información o supresión que nos pidas.`,
            "Los contratos de adopción y los documentos que la normativa fiscal y contable nos obliga a conservar (por ejemplo, justificantes de cuotas y donativos) se guardan aparte durante los plazos legales o mientras puedan derivarse responsabilidades de un contrato.",
            "Los registros del servidor se eliminan en un plazo máximo de 14 días y las conversaciones del chat, como máximo, a los seis meses.",
          ],
        },
      ],
    },
    {
      heading: "Tus derechos",
      blocks: [
        "Puedes ejercer en cualquier momento tus derechos de:",
        {
          list: [
            "acceso a los datos que tratamos sobre ti (art. 15 RGPD);",
            "rectificación de los datos inexactos (art. 16 RGPD);",
            "supresión de tus datos (art. 17 RGPD);",
            "limitación del tratamiento (art. 18 RGPD);",
            "portabilidad de los datos (art. 20 RGPD);",
            "oposición a los tratamientos basados en nuestro interés legítimo (art. 21 RGPD);",
            "retirada del consentimiento prestado, con efectos para el futuro (art. 7.3 RGPD).",
          ],
        },
        ["Para ello, basta con que nos escribas a ", mailLink(site.email), "."],
        [
          "También tienes derecho a presentar una reclamación ante la autoridad de control (art. 77 RGPD): la Agencia Española de Protección de Datos (AEPD), C/ Jorge Juan, 6, 28001 Madrid, ",
          { text: "www.aepd.es", to: { href: "https://www.aepd.es" } },
          ".",
        ],
      ],
    },
    {
      heading: "Sin decisiones automatizadas",
      blocks: [
        "No tomamos decisiones basadas únicamente en un tratamiento automatizado. Si un perro encaja contigo lo deciden siempre personas de nuestro equipo, hablando contigo.",
      ],
    },
    {
      heading: "Cambios en esta política de privacidad",
      blocks: [
        "Actualizamos esta política cuando cambian nuestra web o la normativa. Se aplica siempre la versión publicada en esta página.",
      ],
    },
  ],
});
