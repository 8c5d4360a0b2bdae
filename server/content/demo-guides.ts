import type { guides } from "../db/schema";

/** How the old editor stored some bodies: the markup itself escaped (spec 2 section 5 turns it back). */
function escapedLikeTheEditor(html: string): string {
  return html.replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * The demo guides seeded on first start (server/content/seed.ts), in German and Spanish. Three are
 * featured on the home page (display_order 1-3). 'die-ersten-tage' uses the gallery placeholders
 * image:{0} and image:{1}; the first guide keeps editor class attributes and the transport guide is
 * stored escaped, so the cleaning of spec 2 section 5 has real work to do. Facts as in the specs.
 */
export const demoGuides = [
  {
    slugDe: "vorbereitung-auf-deinen-tierschutzhund",
    slugEs: "preparar-la-llegada-de-tu-perro",
    titleDe: "Gut vorbereitet: Checkliste für die Ankunft deines Hundes",
    titleEs: "Bien preparados: lista para la llegada de tu perro",
    excerptDe:
      "Geschirr, Schlafplatz, Tierarzt und Versicherung: Was du erledigen solltest, bevor dein Hund aus Spanien bei dir einzieht.",
    excerptEs:
      "Arnés, cama, veterinario y seguro: todo lo que conviene tener listo antes de que tu perro llegue a casa.",
    metaDescriptionDe:
      "Checkliste für Adoptanten: Sicherheitsgeschirr, Rückzugsort, Tierarzt, Hundehaftpflicht und die ersten Einkäufe für deinen Hund aus dem Tierschutz.",
    metaDescriptionEs:
      "Lista para familias adoptantes: arnés de seguridad, rincón tranquilo, veterinario, seguro y las primeras compras para tu perro rescatado.",
    categoryDe: "Vorbereitung",
    categoryEs: "Preparación",
    imageUrl: "guide-preparation.jpg",
    galleryImages: [],
    featured: true,
    displayOrder: 1,
    contentDe: `<p class="lead">Die Zusage ist da, der Transporttermin steht: Jetzt beginnt die Vorfreude. Mit dieser Checkliste ist alles bereit, wenn dein Hund ankommt.</p>
<h2>Ausstattung</h2>
<ul class="checklist">
<li><strong>Sicherheitsgeschirr</strong> mit drei Gurten: Ängstliche Hunde winden sich aus normalen Geschirren und Halsbändern leicht heraus.</li>
<li><strong>Leine</strong>, in den ersten Wochen zusätzlich eine Schleppleine für sichere Spaziergänge.</li>
<li><strong>Adressanhänger</strong> mit deiner Telefonnummer.</li>
<li><strong>Schlafplatz</strong> an einem ruhigen Ort, an dem der Hund nicht gestört wird.</li>
<li><strong>Näpfe und Futter</strong>: Frag uns, was dein Hund bisher bekommt, und stelle langsam um.</li>
</ul>
<h2>Wohnung und Garten</h2>
<p>Prüfe Zäune, Tore und Balkone. Ein Hund, der neu ist und sich erschreckt, sucht die erstbeste Lücke. Kabel, Putzmittel und Essensreste gehören außer Reichweite.</p>
<h2>Tierarzt und Versicherung</h2>
<p>Such dir schon vorher eine Tierarztpraxis in deiner Nähe. Schließe eine Hundehaftpflichtversicherung ab; sie kostet meist 50 bis 100 € im Jahr und ist in mehreren Bundesländern Pflicht. Denk auch an die Anmeldung zur Hundesteuer bei deiner Gemeinde.</p>
<h2>Zeit</h2>
<p>Plane für die ersten Tage Urlaub oder zumindest ruhige Tage ein. Besuch, Ausflüge und lange Spaziergänge können warten.</p>`,
    contentEs: `<p class="lead">Ya tienes el «sí» y la fecha del transporte: empieza la cuenta atrás. Con esta lista todo estará listo cuando llegue tu perro.</p>
<h2>Equipamiento</h2>
<ul class="checklist">
<li><strong>Arnés de seguridad</strong> con tres cinchas: los perros miedosos se escapan con facilidad de los arneses y collares normales.</li>
<li><strong>Correa</strong> y, durante las primeras semanas, también una correa larga para pasear con seguridad.</li>
<li><strong>Chapa identificativa</strong> con tu número de teléfono.</li>
<li><strong>Cama</strong> en un lugar tranquilo donde nadie moleste al perro.</li>
<li><strong>Comederos y pienso</strong>: pregúntanos qué come ahora y cambia la alimentación poco a poco.</li>
</ul>
<h2>Casa y jardín</h2>
<p>Revisa vallas, puertas y balcones. Un perro recién llegado que se asusta busca el primer hueco para huir. Cables, productos de limpieza y restos de comida, fuera de su alcance.</p>
<h2>Veterinario y seguro</h2>
<p>Busca antes una clínica veterinaria cerca de casa. Contrata un seguro de responsabilidad civil para tu perro; suele costar entre 50 y 100 € al año y en muchos lugares es obligatorio. Infórmate también de si tu ayuntamiento exige registrar al perro en el censo municipal.</p>
<h2>Tiempo</h2>
<p>Reserva unos días de vacaciones o, al menos, días tranquilos para la llegada. Las visitas, las excursiones y los paseos largos pueden esperar.</p>`,
  },
  {
    slugDe: "die-ersten-tage-mit-deinem-hund",
    slugEs: "los-primeros-dias-con-tu-perro",
    titleDe: "Die ersten Tage: Eingewöhnung Schritt für Schritt",
    titleEs: "Los primeros días: adaptación paso a paso",
    excerptDe:
      "Ruhe, Routine und ganz viel Geduld: So hilfst du deinem Hund, in seinem neuen Leben anzukommen, und so erkennst du, wann er bereit für mehr ist.",
    excerptEs:
      "Calma, rutina y mucha paciencia: así ayudas a tu perro a adaptarse a su nueva vida y así sabrás cuándo está preparado para más.",
    metaDescriptionDe:
      "Eingewöhnung eines Hundes aus dem Tierschutz: die ersten 24 Stunden, die ersten Spaziergänge, feste Abläufe und wann du Hilfe holen solltest.",
    metaDescriptionEs:
      "Adaptación de un perro rescatado: las primeras 24 horas, los primeros paseos, las rutinas y cuándo pedir ayuda.",
    categoryDe: "Eingewöhnung",
    categoryEs: "Adaptación",
    imageUrl: "guide-first-days.jpg",
    galleryImages: ["first-days-rest.jpg", "first-days-walk.jpg"],
    featured: true,
    displayOrder: 2,
    contentDe: `<p>Dein Hund hat eine lange Reise hinter sich und weiß noch nicht, dass er angekommen ist. Alles ist neu: Geräusche, Gerüche, Treppen, vielleicht sogar das Leben in einem Haus.</p>
<h2>Die ersten 24 Stunden</h2>
<p>Lass deinen Hund nach der Ankunft in Ruhe die Wohnung erkunden und zeig ihm seinen Schlafplatz. Viele Hunde schlafen am ersten Tag sehr viel; das ist völlig normal.</p>
<p>image:{0}</p>
<h2>Die ersten Spaziergänge</h2>
<p>Geh anfangs nur kurze, ruhige Runden in der Nähe, immer mit Sicherheitsgeschirr und Leine. Lass deinen Hund in den ersten Wochen nirgends frei laufen, auch wenn er schon an dir zu hängen scheint.</p>
<p>image:{1}</p>
<h2>Feste Abläufe geben Sicherheit</h2>
<ul>
<li>Füttere zu festen Zeiten an einem festen Ort.</li>
<li>Geh immer ähnliche Wege zu ähnlichen Zeiten.</li>
<li>Übe das Alleinbleiben in kleinen Schritten, zuerst nur für wenige Minuten.</li>
</ul>
<h2>Wann du Hilfe holen solltest</h2>
<p>Frisst dein Hund nach zwei Tagen noch nichts, hat er Durchfall, der nicht besser wird, oder wirkt er krank, geh zum Tierarzt. Bei Fragen zum Verhalten sind wir jederzeit für dich da, auch lange nach der Übergabe.</p>`,
    contentEs: `<p>Tu perro tiene un largo viaje a sus espaldas y todavía no sabe que ya ha llegado. Todo es nuevo: los ruidos, los olores, las escaleras y quizá incluso vivir dentro de una casa.</p>
<h2>Las primeras 24 horas</h2>
<p>Después de la llegada, deja que tu perro explore la casa con calma y enséñale su cama. Muchos perros duermen muchísimo el primer día; es completamente normal.</p>
<p>image:{0}</p>
<h2>Los primeros paseos</h2>
<p>Al principio, paseos cortos y tranquilos cerca de casa, siempre con arnés de seguridad y correa. Durante las primeras semanas no lo sueltes en ningún sitio, aunque parezca que ya no se separa de ti.</p>
<p>image:{1}</p>
<h2>Las rutinas dan seguridad</h2>
<ul>
<li>Dale de comer a horas fijas y en el mismo sitio.</li>
<li>Haz recorridos parecidos a horas parecidas.</li>
<li>Practica que se quede solo poco a poco, al principio solo unos minutos.</li>
</ul>
<h2>Cuándo pedir ayuda</h2>
<p>Si a los dos días tu perro sigue sin comer, tiene diarrea que no mejora o parece enfermo, llévalo al veterinario. Para cualquier duda sobre su comportamiento estamos a tu disposición, también mucho después de la entrega.</p>`,
  },
  {
    slugDe: "mittelmeerkrankheiten-beim-hund",
    slugEs: "enfermedades-mediterraneas-en-perros",
    titleDe: "Mittelmeerkrankheiten: Tests, Befunde und was sie bedeuten",
    titleEs: "Enfermedades mediterráneas: pruebas, resultados y qué significan",
    excerptDe:
      "Leishmaniose, Ehrlichiose, Babesiose, Anaplasmose und Herzwurm: Worauf wir unsere Hunde testen und warum ein positiver Befund kein Grund zur Sorge sein muss.",
    excerptEs:
      "Leishmaniosis, ehrlichiosis, babesiosis, anaplasmosis y dirofilariosis: qué pruebas hacemos a nuestros perros y por qué un positivo no tiene por qué ser motivo de alarma.",
    metaDescriptionDe:
      "Welche Mittelmeerkrankheiten es gibt, wie wir Hunde aus Spanien vor der Ausreise testen und warum ein Nachtest nach etwa sechs Monaten sinnvoll ist.",
    metaDescriptionEs:
      "Qué son las enfermedades mediterráneas, cómo hacemos las pruebas antes de la adopción y por qué conviene repetirlas al cabo de unos seis meses.",
    categoryDe: "Gesundheit",
    categoryEs: "Salud",
    imageUrl: "guide-mediterranean.jpg",
    galleryImages: [],
    featured: true,
    displayOrder: 3,
    contentDe: `<p>Im Mittelmeerraum übertragen Sandmücken, Zecken und Stechmücken Krankheiten, die in Deutschland seltener vorkommen. Deshalb testen wir jeden Hund vor der Vermittlung und teilen dir das Ergebnis offen mit.</p>
<h2>Worauf wir testen</h2>
<ul>
<li><strong>Leishmaniose</strong>, übertragen durch Sandmücken</li>
<li><strong>Ehrlichiose</strong>, <strong>Babesiose</strong> und <strong>Anaplasmose</strong>, übertragen durch Zecken</li>
<li><strong>Dirofilariose</strong> (Herzwurm), übertragen durch Stechmücken</li>
</ul>
<h2>Was ein positiver Befund bedeutet</h2>
<p>Ein positiver Test heißt nicht, dass ein Hund nicht vermittelbar ist. Viele dieser Krankheiten lassen sich gut behandeln oder mit Medikamenten und regelmäßigen Kontrollen in Schach halten. Wir sagen dir vor der Adoption, was der Befund bedeutet und welche Kosten auf dich zukommen können.</p>
<h2>Warum ein Nachtest sinnvoll ist</h2>
<p>Manche Erreger brauchen Monate, bis ein Test sie nachweisen kann. Wir empfehlen deshalb, etwa sechs Monate nach der Ankunft noch einmal testen zu lassen. Sprich deine Tierärztin oder deinen Tierarzt darauf an und bring den Heimtierausweis und unsere Befunde mit.</p>`,
    contentEs: `<p>En la zona mediterránea, flebótomos, garrapatas y mosquitos transmiten enfermedades que son menos frecuentes en Alemania. Por eso hacemos pruebas a cada perro antes de la adopción y os contamos el resultado con total transparencia.</p>
<h2>Qué analizamos</h2>
<ul>
<li><strong>Leishmaniosis</strong>, transmitida por flebótomos</li>
<li><strong>Ehrlichiosis</strong>, <strong>babesiosis</strong> y <strong>anaplasmosis</strong>, transmitidas por garrapatas</li>
<li><strong>Dirofilariosis</strong> (gusano del corazón), transmitida por mosquitos</li>
</ul>
<h2>Qué significa un positivo</h2>
<p>Un resultado positivo no significa que un perro no pueda ser adoptado. Muchas de estas enfermedades se tratan bien o se controlan con medicación y revisiones periódicas. Antes de la adopción te explicamos qué significa el resultado y qué gastos puede suponer.</p>
<h2>Por qué conviene repetir la prueba</h2>
<p>Algunos parásitos tardan meses en poder detectarse. Por eso recomendamos repetir las pruebas unos seis meses después de la llegada. Coméntalo con tu veterinario y lleva el pasaporte del perro y nuestros resultados.</p>`,
  },
  {
    slugDe: "transport-und-uebergabe",
    slugEs: "transporte-y-entrega",
    titleDe: "Transport und Übergabe: von Spanien zu dir nach Hause",
    titleEs: "Transporte y entrega: de España a tu casa",
    excerptDe:
      "Papiere, Reisezeit und Übergabeorte: Alles, was du über die Reise deines Hundes von Spanien nach Deutschland wissen musst.",
    excerptEs:
      "Documentación, duración del viaje y puntos de entrega: todo lo que necesitas saber sobre el viaje de tu perro desde España hasta Alemania.",
    metaDescriptionDe:
      "Wie Hunde aus Spanien nach Deutschland reisen: EU-Heimtierausweis, 1 bis 1,5 Tage Fahrt, acht Übergabeorte von Freiburg bis Berlin.",
    metaDescriptionEs:
      "Cómo viajan los perros de España a Alemania: pasaporte europeo, entre 1 y 1,5 días de viaje y ocho puntos de entrega de Friburgo a Berlín.",
    categoryDe: "Adoption",
    categoryEs: "Adopción",
    imageUrl: "guide-transport.jpg",
    galleryImages: [],
    featured: false,
    displayOrder: 4,
    contentDe: escapedLikeTheEditor(`<h2>Wie lange dauert es?</h2>
<p>Von der Zusage bis zur Ankunft vergehen meist zwei bis vier Wochen. Die Fahrt selbst dauert etwa 1 bis 1,5 Tage.</p>
<h2>Welche Papiere braucht mein Hund?</h2>
<p>Jeder Hund reist mit Mikrochip, gültiger Tollwutimpfung und EU-Heimtierausweis. Die Ausreisepapiere erstellen wir; du musst dich um nichts kümmern.</p>
<h2>Wo hole ich meinen Hund ab?</h2>
<p>An einem unserer Übergabeorte: Freiburg, Karlsruhe, Frankfurt, Köln, Dortmund, Hannover, Seevetal bei Hamburg oder Berlin. Welcher Ort für dich am besten liegt, besprechen wir vorher.</p>
<h2>Was bringe ich mit?</h2>
<ul>
<li>ein gut sitzendes Sicherheitsgeschirr und eine Leine</li>
<li>eine Decke und Wasser für die Heimfahrt</li>
<li>eine Transportbox oder einen Sicherheitsgurt fürs Auto</li>
</ul>
<p>Nach der Übergabe meldest du deinen Hund bei einem Haustierregister auf dich um, damit er über seinen Chip jederzeit zu dir zurückfindet.</p>`),
    contentEs: escapedLikeTheEditor(`<h2>¿Cuánto tiempo lleva?</h2>
<p>Desde el «sí» hasta la llegada suelen pasar entre dos y cuatro semanas. El viaje en sí dura entre 1 y 1,5 días.</p>
<h2>¿Qué documentación necesita mi perro?</h2>
<p>Cada perro viaja con microchip, vacuna de la rabia en vigor y pasaporte europeo para animales de compañía. Nosotros nos encargamos de los papeles de salida; tú no tienes que hacer nada.</p>
<h2>¿Dónde recojo a mi perro?</h2>
<p>En uno de nuestros puntos de entrega: Friburgo, Karlsruhe, Fráncfort, Colonia, Dortmund, Hannover, Seevetal (cerca de Hamburgo) o Berlín. Antes decidimos juntos cuál te queda mejor.</p>
<h2>¿Qué tengo que llevar?</h2>
<ul>
<li>un arnés de seguridad bien ajustado y una correa</li>
<li>una manta y agua para el viaje de vuelta</li>
<li>un transportín o un cinturón de seguridad para el coche</li>
</ul>
<p>Después de la entrega, registra el cambio de titular en un registro de animales de compañía para que, gracias a su microchip, tu perro siempre pueda volver contigo.</p>`),
  },
  {
    slugDe: "kastration-beim-tierschutzhund",
    slugEs: "esterilizacion-del-perro-adoptado",
    titleDe: "Kastration: warum, wann und was das für deinen Hund bedeutet",
    titleEs: "Esterilización: por qué, cuándo y qué supone para tu perro",
    excerptDe:
      "Warum wir Hunde ab etwa einem Jahr vor der Ausreise kastrieren, warum Welpen noch nicht und worauf du bei einem jungen Hund achten solltest.",
    excerptEs:
      "Por qué esterilizamos a los perros a partir de un año aproximadamente, por qué no a los cachorros y qué tener en cuenta con un perro joven.",
    metaDescriptionDe:
      "Kastration bei Hunden aus dem Tierschutz: ab etwa einem Jahr vor der Ausreise, Welpen nicht, und was das für Adoptanten bedeutet.",
    metaDescriptionEs:
      "Esterilización de perros rescatados: a partir de un año aproximadamente, nunca en cachorros, y qué significa para las familias adoptantes.",
    categoryDe: "Gesundheit",
    categoryEs: "Salud",
    imageUrl: "guide-neutering.jpg",
    galleryImages: [],
    featured: false,
    displayOrder: 5,
    contentDe: `<p>In Spanien leben noch immer unzählige Hunde auf der Straße. Jeder Wurf, der nicht geboren wird, bedeutet weniger Leid. Deshalb ist die Kastration ein fester Bestandteil unserer Arbeit.</p>
<h2>Ab wann wir kastrieren</h2>
<p>Hunde, die bei der Ausreise etwa ein Jahr oder älter sind, werden in der Regel vorher kastriert. So ist der Eingriff gut verheilt, wenn sie bei dir ankommen.</p>
<h2>Und Welpen?</h2>
<p>Welpen kastrieren wir nicht, denn sie sollen sich erst fertig entwickeln. Mit dem Schutzvertrag verpflichtest du dich, die Kastration später nachzuholen, wenn deine Tierärztin oder dein Tierarzt den richtigen Zeitpunkt sieht. Wenn du dir einen jungen Hund wünschst, aber die Kastration lieber nicht selbst organisieren möchtest, ist ein Hund zwischen 6 und 12 Monaten oft eine gute Wahl.</p>
<h2>Nach dem Eingriff</h2>
<p>Die meisten Hunde sind nach wenigen Tagen wieder fit. Viele werden durch die Kastration etwas ruhiger; ihr Charakter bleibt aber derselbe.</p>`,
    contentEs: `<p>En España todavía viven muchísimos perros en la calle. Cada camada que no nace significa menos sufrimiento. Por eso la esterilización es una parte fundamental de nuestro trabajo.</p>
<h2>A partir de cuándo esterilizamos</h2>
<p>Los perros que tienen alrededor de un año o más en el momento de la adopción se esterilizan, por lo general, antes de irse. Así la herida ya está curada cuando llegan a tu casa.</p>
<h2>¿Y los cachorros?</h2>
<p>A los cachorros no los esterilizamos, porque primero tienen que terminar de desarrollarse. Con el contrato de adopción te comprometes a esterilizarlos más adelante, cuando tu veterinario lo considere oportuno. Si buscas un perro joven pero prefieres no tener que organizar la esterilización, un perro de entre 6 y 12 meses suele ser una buena opción.</p>
<h2>Después de la operación</h2>
<p>La mayoría de los perros se recuperan en pocos días. Muchos se vuelven algo más tranquilos, pero su carácter sigue siendo el mismo.</p>`,
  },
  {
    slugDe: "versicherung-fuer-deinen-hund",
    slugEs: "seguro-para-tu-perro",
    titleDe: "Haftpflicht, OP- und Krankenversicherung: Was dein Hund wirklich braucht",
    titleEs: "Responsabilidad civil, cirugía y salud: qué seguro necesita de verdad tu perro",
    excerptDe:
      "Eine Hundehaftpflicht kostet meist 50 bis 100 € im Jahr und ist oft Pflicht. Welche weiteren Versicherungen sinnvoll sein können und worauf du achten solltest.",
    excerptEs:
      "Un seguro de responsabilidad civil cuesta entre 50 y 100 € al año y a menudo es obligatorio. Qué otros seguros pueden tener sentido y en qué fijarte.",
    metaDescriptionDe:
      "Hundehaftpflicht, OP- und Krankenversicherung für Hunde aus dem Tierschutz: Kosten, Pflichten und worauf du bei Vorerkrankungen achten solltest.",
    metaDescriptionEs:
      "Seguro de responsabilidad civil, de cirugía y de salud para perros rescatados: costes, obligaciones y enfermedades previas.",
    categoryDe: "Kosten & Recht",
    categoryEs: "Costes y seguros",
    imageUrl: "guide-insurance.jpg",
    galleryImages: [],
    featured: false,
    displayOrder: 6,
    contentDe: `<p>Ein Hund bringt viel Freude, aber auch Verantwortung. Die richtige Versicherung schützt dich vor hohen Kosten, wenn doch einmal etwas passiert.</p>
<h2>Hundehaftpflicht: ein Muss</h2>
<p>Die Hundehaftpflicht zahlt, wenn dein Hund anderen einen Schaden zufügt, etwa einen Unfall verursacht. In mehreren Bundesländern, zum Beispiel in Berlin, Hamburg, Niedersachsen und Schleswig-Holstein, ist sie für alle Hunde Pflicht. Sie kostet meist 50 bis 100 € im Jahr. Schließe sie ab, bevor dein Hund ankommt.</p>
<h2>OP- und Krankenversicherung</h2>
<p>Eine OP-Versicherung übernimmt die Kosten von Operationen, eine Krankenversicherung auch Behandlungen und Medikamente. Beides ist freiwillig. Lies die Bedingungen genau: Vorerkrankungen, wie ein positiver Befund auf eine Mittelmeerkrankheit, sind oft ausgeschlossen.</p>
<h2>Unser Tipp</h2>
<p>Leg dir zusätzlich jeden Monat einen kleinen Betrag für Tierarztkosten zur Seite. So bist du auch für Dinge gerüstet, die keine Versicherung zahlt.</p>`,
    contentEs: `<p>Un perro trae mucha alegría, pero también responsabilidad. El seguro adecuado te protege de gastos elevados si alguna vez pasa algo.</p>
<h2>Responsabilidad civil: imprescindible</h2>
<p>El seguro de responsabilidad civil cubre los daños que tu perro cause a otras personas, por ejemplo si provoca un accidente. En muchos lugares es obligatorio, así que consulta la normativa de tu comunidad autónoma y de tu ayuntamiento. Suele costar entre 50 y 100 € al año. Contrátalo antes de que llegue tu perro.</p>
<h2>Seguro de cirugía y de salud</h2>
<p>Un seguro de cirugía cubre los gastos de las operaciones y uno de salud también los tratamientos y medicamentos. Ambos son voluntarios. Lee bien las condiciones: las enfermedades previas, como un positivo en una enfermedad mediterránea, a menudo quedan excluidas.</p>
<h2>Nuestro consejo</h2>
<p>Aparta además cada mes una pequeña cantidad para el veterinario. Así estarás preparado también para lo que ningún seguro cubre.</p>`,
  },
] satisfies (typeof guides.$inferInsert)[];
