import { mailLink, postalLines, telLink } from "~/content/shapes";
import type { LegalText } from "~/content/types/legal";

/** Aviso legal under article 10 of the LSSI. */
export const imprint: LegalText = (site) => {
  const board = site.team.map((member) => `${member.name} (${member.position.es})`);
  return {
    updated: "Última actualización: noviembre de 2026",
    intro:
      "En cumplimiento del artículo 10 de la Ley 34/2002, de 11 de julio, de Servicios de la Sociedad de la Información y de Comercio Electrónico (LSSI-CE), te informamos de los datos del titular de este sitio web.",
    sections: [
      {
        heading: "Datos identificativos",
        blocks: [
          {
            lines: [
              `Titular: ${site.organisationName}`,
              `Forma jurídica: ${site.legalForm}`,
              `Domicilio: ${postalLines(site.address, "es").join(", ")}`,
              `Inscripción registral: ${site.registry}`,
              `NIF: ${site.taxId}`,
              ["Correo electrónico: ", mailLink(site.email)],
              ["Teléfono: ", telLink(site.phone)],
            ],
          },
        ],
      },
      {
        heading: "Junta directiva",
        blocks: ["La asociación está representada por su junta directiva:", { list: board }],
      },
      {
        heading: "Objeto",
        blocks: [
          "Este sitio web informa sobre el trabajo de la asociación en la protección de perros callejeros y permite solicitar la adopción o el apadrinamiento de un perro, ofrecerse como casa de acogida, hacerse socio, hacer donaciones y ponerse en contacto con nosotros.",
        ],
      },
      {
        heading: "Condiciones de uso",
        blocks: [
          "El acceso a este sitio web es gratuito y atribuye la condición de usuario, que acepta el presente aviso legal. El usuario se compromete a hacer un uso adecuado de los contenidos y a no emplearlos para actividades ilícitas o contrarias a la buena fe.",
        ],
      },
      {
        heading: "Propiedad intelectual e industrial",
        blocks: [
          "Los textos, fotografías y vídeos de este sitio web pertenecen a la asociación o se utilizan con autorización de sus autores. Puedes compartir las fotos de nuestros perros para ayudarles a encontrar familia, siempre con un enlace a su ficha. Cualquier otro uso requiere nuestra autorización previa.",
        ],
      },
      {
        heading: "Responsabilidad",
        blocks: [
          "Elaboramos los contenidos con el máximo cuidado, pero no podemos garantizar que estén completos, sean exactos o estén actualizados en todo momento. La información sobre nuestros perros (edad, tamaño, carácter) se basa en las observaciones de nuestro equipo y puede cambiar.",
          "Conforme a los artículos 16 y 17 de la LSSI-CE, no respondemos de los contenidos de terceros ni de los sitios enlazados salvo que tengamos conocimiento efectivo de su ilicitud; en ese caso, retiraremos el contenido o el enlace con diligencia.",
        ],
      },
      {
        heading: "Enlaces",
        blocks: [
          "Este sitio web contiene enlaces a sitios de terceros sobre cuyos contenidos no tenemos control. La responsabilidad de esos contenidos corresponde a sus titulares. En el momento de enlazarlos no apreciamos ninguna infracción.",
        ],
      },
      {
        heading: "Protección de datos",
        blocks: [
          [
            "Te explicamos cómo tratamos tus datos personales en nuestra ",
            { text: "política de privacidad", to: { route: "privacy" } },
            ".",
          ],
        ],
      },
      {
        heading: "Legislación aplicable y jurisdicción",
        blocks: [
          "Este aviso legal se rige por la legislación española. Para cualquier controversia serán competentes los juzgados y tribunales que correspondan conforme a la normativa aplicable; si el usuario actúa como consumidor, los de su domicilio.",
        ],
      },
    ],
  };
};
