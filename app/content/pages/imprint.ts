import { mailLink, postalLines, telLink, type LegalDocument } from "~/content/shapes";
import type { CountrySite } from "~/content/site-config";
import type { Locale } from "~/i18n/locale";

/**
 * The imprint of each country's entity, built from the site configuration (names, address,
 * registry and board can be overridden by the operator). German: § 5 DDG, § 18 MStV. Spanish:
 * 'Aviso Legal' under article 10 of the LSSI.
 */
export type ImprintContent = (site: CountrySite) => LegalDocument;

const de: ImprintContent = (site) => {
  const board = site.team.map((member) => `${member.name} (${member.position.de})`);
  const responsible = site.team[0]?.name;
  return {
    updated: "Stand: November 2026",
    sections: [
      {
        heading: "Angaben gemäß § 5 DDG",
        blocks: [{ lines: [site.organisationName, ...postalLines(site.address, "de")] }],
      },
      {
        heading: "Vertreten durch",
        blocks: ["Der Verein wird durch seinen vertretungsberechtigten Vorstand vertreten:", { list: board }],
      },
      {
        heading: "Kontakt",
        blocks: [
          {
            lines: [
              ["Telefon: ", telLink(site.phone)],
              ["E-Mail: ", mailLink(site.email)],
            ],
          },
        ],
      },
      {
        heading: "Rechtsform und Registereintrag",
        blocks: [{ lines: [`Rechtsform: ${site.legalForm}`, `Eintragung: ${site.registry}`, site.taxId] }],
      },
      ...(responsible
        ? [
            {
              heading: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
              blocks: [{ lines: [responsible, ...postalLines(site.address, "de").slice(0, 2)] }],
            },
          ]
        : []),
      {
        heading: "Verbraucherstreitbeilegung",
        blocks: [
          "Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.",
        ],
      },
      {
        heading: "Haftung für Inhalte",
        blocks: [
          "Die Inhalte dieser Website erstellen wir mit großer Sorgfalt. Für ihre Richtigkeit, Vollständigkeit und Aktualität können wir jedoch keine Gewähr übernehmen. Angaben zu unseren Hunden – etwa Alter, Größe und Wesen – beruhen auf den Beobachtungen unseres Teams und können sich ändern.",
          "Als Diensteanbieter sind wir nach § 7 Abs. 1 DDG für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich. Nach §§ 8 bis 10 DDG sind wir jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen. Sobald wir von einer konkreten Rechtsverletzung erfahren, entfernen wir die betreffenden Inhalte umgehend.",
        ],
      },
      {
        heading: "Haftung für Links",
        blocks: [
          "Unsere Website enthält Links zu Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für diese Inhalte ist stets der jeweilige Anbieter oder Betreiber verantwortlich. Zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße erkennbar. Erfahren wir von Rechtsverletzungen, entfernen wir die betreffenden Links umgehend.",
        ],
      },
      {
        heading: "Urheberrecht",
        blocks: [
          "Texte, Fotos und Videos auf dieser Website sind urheberrechtlich geschützt. Die Fotos unserer Hunde darfst du gern teilen, um bei der Vermittlung zu helfen – bitte mit einem Link auf die Seite des jeweiligen Hundes. Jede andere Verwendung bedarf unserer vorherigen Zustimmung.",
        ],
      },
      {
        heading: "Datenschutz",
        blocks: [
          [
            "Wie wir mit personenbezogenen Daten umgehen, erklären wir in unserer ",
            { text: "Datenschutzerklärung", to: { route: "privacy" } },
            ".",
          ],
        ],
      },
    ],
  };
};

const es: ImprintContent = (site) => {
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

export const imprintContent = { de, es } satisfies Record<Locale, ImprintContent>;
