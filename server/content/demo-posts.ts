import type { blogPosts } from "../db/schema";

/**
 * The demo blog posts seeded on first start (server/content/seed.ts). Written for this project in
 * German and Spanish; the numbers are the ones of the specs (since 2013, 2,900+ dogs, 150+ rescues
 * in 2024, transport 1-1.5 days, 2-4 weeks from match to arrival, the eight hand-over points).
 * Images are bucket paths in blog-images, rendered from assets/images/blog/ by scripts/render-images.js.
 */
export const demoBlogPosts = [
  {
    slugDe: "rueckblick-2024-ueber-150-rettungen",
    slugEs: "balance-2024-mas-de-150-rescates",
    titleDe: "Rückblick 2024: über 150 Hunde gerettet",
    titleEs: "Balance de 2024: más de 150 perros rescatados",
    excerptDe:
      "Ein Jahr voller Rettungen, Abschiede und Neuanfänge: 2024 haben über 150 Hunde durch euch eine zweite Chance bekommen. Ein Rückblick mit Bildern.",
    excerptEs:
      "Un año lleno de rescates, despedidas y nuevos comienzos: en 2024, más de 150 perros tuvieron una segunda oportunidad gracias a vosotros. Lo repasamos con imágenes.",
    categoryDe: "Vereinsleben",
    categoryEs: "La asociación",
    publishedDate: new Date("2025-01-20T09:00:00Z"),
    updatedAt: new Date("2025-01-22T16:30:00Z"),
    imageUrl: "rescue-2024.jpg",
    galleryImages: [
      {
        url: "rescue-2024-street.jpg",
        caption_de: "Gefunden am Straßenrand bei Benicarló – so beginnen viele unserer Geschichten.",
        caption_es: "Encontrado en una cuneta cerca de Benicarló: así empiezan muchas de nuestras historias.",
      },
      {
        url: "rescue-2024-vet.jpg",
        caption_de: "Erster Tierarztbesuch: Chip, Impfungen und der Test auf Mittelmeerkrankheiten.",
        caption_es: "Primera visita al veterinario: microchip, vacunas y test de enfermedades mediterráneas.",
      },
      {
        url: "rescue-2024-home.jpg",
        caption_de: "Angekommen: Die erste Begegnung mit der neuen Familie.",
        caption_es: "Por fin en casa: el primer encuentro con su nueva familia.",
      },
    ],
    contentDe: `<p>2024 war für unseren Verein ein bewegtes Jahr. Über 150 Hunde haben wir in Spanien von der Straße, aus überfüllten Perreras und aus schlechter Haltung geholt. Seit unserer Gründung 2013 sind es damit mehr als 2.900 Hunde, die dank euch eine zweite Chance bekommen haben.</p>
<h2>Von der Straße in die Familie</h2>
<p>Jede Rettung folgt demselben Weg: Der Hund wird tierärztlich untersucht, gechippt, nach EU-Standard geimpft und auf Mittelmeerkrankheiten getestet. Hunde ab etwa einem Jahr werden kastriert. Danach lebt er auf der Finca Chaos bei Benicarló oder in einer Pflegestelle, bis wir die Familie gefunden haben, die wirklich zu ihm passt.</p>
<ul>
<li>über 150 gerettete Hunde im Jahr 2024</li>
<li>mehr als 2.900 Hunde seit 2013</li>
<li>acht Übergabeorte in Deutschland, von Freiburg bis Berlin</li>
</ul>
<h2>Was uns bewegt hat</h2>
<p>Besonders in Erinnerung bleiben uns die Hunde, die lange gewartet haben: ältere Hunde, ängstliche Hunde, Hunde mit einer Vorgeschichte. Dass auch sie in diesem Jahr ihr Zuhause gefunden haben, verdanken wir Menschen, die bereit waren, genau hinzuschauen und sich Zeit zu nehmen.</p>
<h2>Danke!</h2>
<p>Nichts davon wäre möglich ohne unsere Adoptantinnen und Adoptanten, Pflegestellen, Patinnen und Paten, Mitglieder, Spenderinnen und Spender. Ein paar Momente des Jahres zeigen wir euch in der Bildergalerie unten.</p>`,
    contentEs: `<p>2024 ha sido un año intenso para nuestra asociación. Hemos sacado de la calle, de perreras saturadas y de situaciones de maltrato a más de 150 perros en España. Desde nuestra fundación en 2013 ya son más de 2.900 los perros que, gracias a vosotros, han tenido una segunda oportunidad.</p>
<h2>De la calle a una familia</h2>
<p>Cada rescate sigue el mismo camino: el perro pasa por el veterinario, recibe su microchip, se vacuna según la normativa europea y se le hace el test de enfermedades mediterráneas. Los perros a partir de un año, aproximadamente, se esterilizan. Después vive en la Finca Chaos, cerca de Benicarló, o en una casa de acogida hasta que encontramos la familia que de verdad encaja con él.</p>
<ul>
<li>más de 150 perros rescatados en 2024</li>
<li>más de 2.900 perros desde 2013</li>
<li>ocho puntos de entrega en Alemania, de Friburgo a Berlín</li>
</ul>
<h2>Lo que nos ha emocionado</h2>
<p>Recordaremos sobre todo a los perros que esperaron mucho tiempo: perros mayores, perros miedosos, perros con un pasado difícil. Que también ellos hayan encontrado un hogar este año se lo debemos a personas que supieron mirar con calma y darles tiempo.</p>
<h2>¡Gracias!</h2>
<p>Nada de esto sería posible sin las familias adoptantes, las casas de acogida, los padrinos y madrinas, los socios y todas las personas que donan. Os dejamos algunos momentos del año en la galería de imágenes.</p>`,
  },
  {
    slugDe: "so-laeuft-ein-transporttag-ab",
    slugEs: "asi-es-un-dia-de-transporte",
    titleDe: "Unterwegs nach Deutschland: So läuft ein Transporttag ab",
    titleEs: "Rumbo a Alemania: así es un día de transporte",
    excerptDe:
      "Von der Zusage bis zur Übergabe: Wir zeigen, wie ein Hund aus Spanien sicher zu seiner Familie nach Deutschland reist und was du am großen Tag mitbringen solltest.",
    excerptEs:
      "Desde el «sí» hasta la entrega: te contamos cómo viaja un perro desde España hasta su familia en Alemania y qué conviene preparar para el gran día.",
    categoryDe: "Adoption",
    categoryEs: "Adopción",
    publishedDate: new Date("2024-11-12T08:00:00Z"),
    updatedAt: new Date("2024-11-12T08:00:00Z"),
    imageUrl: "transport-day.jpg",
    galleryImages: [],
    contentDe: `<p>Wenn ein Hund aus Spanien zu seiner neuen Familie nach Deutschland reist, ist das für alle ein großer Tag. Viele fragen uns, wie so ein Transport abläuft. Hier ist die Antwort.</p>
<h2>Vor der Abfahrt</h2>
<p>Zwischen der Zusage für einen Hund und seiner Ankunft vergehen meist zwei bis vier Wochen. In dieser Zeit bereiten wir die Ausreise vor: Der Hund bekommt seinen EU-Heimtierausweis, die Tollwutimpfung liegt mindestens 21 Tage vor der Reise, und alle Ausreisepapiere werden erstellt. Du erfährst rechtzeitig den Termin und deinen Übergabeort.</p>
<h2>Unterwegs</h2>
<p>Die Hunde reisen in einem tierschutzgerechten Transport in gesicherten Boxen, mit regelmäßigen Pausen, frischem Wasser und erfahrenen Fahrerinnen und Fahrern. Die Fahrt dauert etwa 1 bis 1,5 Tage.</p>
<h2>Die Übergabe</h2>
<p>Wir übergeben die Hunde an festen Orten entlang der Route:</p>
<ul>
<li>Freiburg</li>
<li>Karlsruhe</li>
<li>Frankfurt</li>
<li>Köln</li>
<li>Dortmund</li>
<li>Hannover</li>
<li>Seevetal bei Hamburg</li>
<li>Berlin</li>
</ul>
<p>Bring bitte ein gut sitzendes Sicherheitsgeschirr und eine Leine mit. Die ersten Stunden gehören der Ruhe: Fahr direkt nach Hause und gib deinem Hund Zeit, anzukommen. Unser Team bleibt auch danach für dich erreichbar.</p>`,
    contentEs: `<p>Cuando un perro viaja desde España hasta su nueva familia en Alemania, es un gran día para todos. Muchas personas nos preguntan cómo es ese viaje. Aquí os lo contamos.</p>
<h2>Antes de salir</h2>
<p>Entre el «sí» a un perro y su llegada suelen pasar entre dos y cuatro semanas. En ese tiempo preparamos el viaje: el perro recibe su pasaporte europeo para animales de compañía, la vacuna de la rabia se pone al menos 21 días antes del viaje y se tramitan todos los papeles de salida. La familia conoce con antelación la fecha y su punto de entrega.</p>
<h2>En camino</h2>
<p>Los perros viajan en un transporte adaptado al bienestar animal, en transportines seguros, con paradas regulares, agua fresca y conductores con experiencia. El trayecto dura entre 1 y 1,5 días.</p>
<h2>La entrega</h2>
<p>Entregamos los perros en puntos fijos a lo largo de la ruta:</p>
<ul>
<li>Friburgo</li>
<li>Karlsruhe</li>
<li>Fráncfort</li>
<li>Colonia</li>
<li>Dortmund</li>
<li>Hannover</li>
<li>Seevetal, cerca de Hamburgo</li>
<li>Berlín</li>
</ul>
<p>Trae un arnés de seguridad bien ajustado y una correa. Las primeras horas son para descansar: ve directamente a casa y deja que tu perro se vaya adaptando. Nuestro equipo sigue a tu disposición después de la entrega.</p>`,
  },
  {
    slugDe: "neues-von-der-finca-chaos",
    slugEs: "novedades-de-la-finca-chaos",
    titleDe: "Neues von der Finca Chaos: Ausläufe, Hütten und ein Hundewohnzimmer",
    titleEs: "Novedades de la Finca Chaos: patios, casetas y una gran sala de estar",
    excerptDe:
      "Auf 10.000 m² bei Benicarló warten unsere Hunde auf ihre Familie. Wir zeigen, was sich auf der Finca getan hat – und wer dort sonst noch wohnt.",
    excerptEs:
      "En 10.000 m² cerca de Benicarló, nuestros perros esperan a su familia. Os contamos qué ha cambiado en la finca y quién más vive allí.",
    categoryDe: "Finca Chaos",
    categoryEs: "Finca Chaos",
    publishedDate: new Date("2024-09-18T10:00:00Z"),
    updatedAt: new Date("2024-09-20T07:15:00Z"),
    imageUrl: "finca-chaos.jpg",
    galleryImages: [],
    contentDe: `<p>Die Finca Chaos bei Benicarló ist das Herz unserer Arbeit in Spanien. Auf rund 10.000 m² leben hier die Hunde, die noch auf ihre Familie warten, betreut von unserem Team vor Ort.</p>
<h2>Sieben Ausläufe</h2>
<p>Die Hunde leben in kleinen, gut zusammenpassenden Gruppen in sieben Ausläufen von je 150 bis 180 m². Vier davon haben eine eigene Hütte mit 12 m², in die sich die Hunde bei Hitze, Regen oder Wind zurückziehen können.</p>
<h2>Das Hundewohnzimmer</h2>
<p>Das größte Stück der Finca gehört den Wohnzimmerhunden: Auf etwa 6.000 m² dürfen verträgliche Hunde gemeinsam toben, dösen und lernen, wie das Leben in einer Gruppe funktioniert. Das hilft ihnen später sehr beim Einzug in ihr neues Zuhause.</p>
<h2>Und sonst?</h2>
<p>Vierzehn Ziegen halten das Gras kurz und sorgen für Unterhaltung. Am Grillplatz treffen sich Helferinnen und Helfer nach getaner Arbeit. Wer die Finca unterstützen möchte: 10 % jeder Spende für die Finca fließen in unsere allgemeinen Projekte, der Rest kommt direkt den Hunden vor Ort zugute.</p>`,
    contentEs: `<p>La Finca Chaos, cerca de Benicarló, es el corazón de nuestro trabajo en España. En unos 10.000 m² viven los perros que aún esperan a su familia, cuidados por nuestro equipo.</p>
<h2>Siete patios</h2>
<p>Los perros viven en grupos pequeños y bien avenidos en siete patios de entre 150 y 180 m². Cuatro de ellos tienen su propia caseta de 12 m², donde los perros se refugian del calor, la lluvia o el viento.</p>
<h2>La sala de estar de los perros</h2>
<p>La mayor parte de la finca es para los perros de la «sala de estar»: en unos 6.000 m², los perros sociables juegan, descansan y aprenden a convivir en grupo. Eso les ayuda mucho cuando llegan a su nuevo hogar.</p>
<h2>¿Y qué más?</h2>
<p>Catorce cabras mantienen la hierba corta y nos alegran el día. En la zona de barbacoa se reúnen los voluntarios después del trabajo. Si quieres apoyar la finca: el 10 % de cada donación para la finca se destina a nuestros proyectos generales y el resto va directamente a los perros que viven allí.</p>`,
  },
  {
    slugDe: "ein-zuhause-fuer-die-letzte-zeit",
    slugEs: "un-hogar-para-sus-ultimos-anos",
    titleDe: "Ein Zuhause für die letzte Zeit: unser Hospiz für alte und kranke Hunde",
    titleEs: "Un hogar para sus últimos años: nuestro hospicio para perros mayores y enfermos",
    excerptDe:
      "Manche Hunde sind zu alt oder zu krank für eine Reise. In unserem Hospiz dürfen sie in Ruhe leben, mit Pflege, Zuwendung und einem weichen Platz.",
    excerptEs:
      "Algunos perros son demasiado mayores o están demasiado enfermos para viajar. En nuestro hospicio viven tranquilos, con cuidados, cariño y una cama blanda.",
    categoryDe: "Hospiz",
    categoryEs: "Hospicio",
    publishedDate: new Date("2024-06-10T07:30:00Z"),
    updatedAt: new Date("2024-06-10T07:30:00Z"),
    imageUrl: "hospice.jpg",
    galleryImages: [],
    contentDe: `<p>Nicht jeder Hund, den wir retten, kann noch in eine Familie vermittelt werden. Manche sind sehr alt, andere chronisch krank, und für einige wäre eine lange Reise schlicht zu viel. Für sie gibt es unser Hospiz.</p>
<h2>Ruhe, Pflege und Zuwendung</h2>
<p>Im Hospiz bekommen die Hunde alles, was sie brauchen: tierärztliche Versorgung, Medikamente, passendes Futter, einen warmen Schlafplatz und Menschen, die Zeit für sie haben. Niemand muss hier noch etwas leisten.</p>
<h2>So kannst du helfen</h2>
<p>Das Hospiz lebt von Spenden und Patenschaften. 10 % der Spenden für das Hospiz fließen in unsere allgemeinen Projekte, der Rest kommt direkt den Hospizhunden zugute. Für Spenden aus Deutschland stellt dir unser deutscher Verein eine steuerlich absetzbare Zuwendungsbestätigung aus.</p>`,
    contentEs: `<p>No todos los perros que rescatamos pueden ir ya a una familia. Algunos son muy mayores, otros tienen enfermedades crónicas y, para algunos, un viaje largo sería demasiado. Para ellos existe nuestro hospicio.</p>
<h2>Tranquilidad, cuidados y cariño</h2>
<p>En el hospicio los perros reciben todo lo que necesitan: atención veterinaria, medicación, una alimentación adecuada, un lugar cálido para dormir y personas que tienen tiempo para ellos. Aquí nadie tiene que demostrar nada.</p>
<h2>Cómo puedes ayudar</h2>
<p>El hospicio se mantiene gracias a donaciones y apadrinamientos. El 10 % de las donaciones para el hospicio se destina a nuestros proyectos generales y el resto va directamente a los perros del hospicio.</p>`,
  },
  {
    slugDe: "pflegestelle-vier-wochen-die-ein-leben-veraendern",
    slugEs: "casa-de-acogida-unas-semanas-que-cambian-una-vida",
    titleDe: "Pflegestelle: ein paar Wochen, die ein Leben verändern",
    titleEs: "Casa de acogida: unas semanas que cambian una vida",
    excerptDe:
      "Eine Pflegestelle gibt einem Hund ein Zuhause auf Zeit, meist für vier bis sechs Wochen. Was das bedeutet, wie wir dich unterstützen und warum es so viel bewirkt.",
    excerptEs:
      "Una casa de acogida ofrece a un perro un hogar temporal, normalmente durante cuatro a seis semanas. Qué supone, cómo te apoyamos y por qué significa tanto.",
    categoryDe: "Pflegestellen",
    categoryEs: "Casas de acogida",
    publishedDate: new Date("2024-03-04T09:00:00Z"),
    updatedAt: new Date("2024-03-04T09:00:00Z"),
    imageUrl: "foster-home.jpg",
    galleryImages: [],
    contentDe: `<p>Für einen Hund, der bisher nur die Straße oder einen Zwinger kannte, ist ein Zuhause eine völlig neue Welt. In einer Pflegestelle lernt er diese Welt kennen, bevor er in seine endgültige Familie zieht.</p>
<h2>Wie lange dauert eine Pflegezeit?</h2>
<p>Meist vier bis sechs Wochen. In dieser Zeit lernst du den Hund gut kennen, und deine Beobachtungen helfen uns, die passende Familie für ihn zu finden.</p>
<h2>Was wir übernehmen</h2>
<p>Tierarztkosten tragen wir, und du bekommst von Anfang an eine feste Ansprechperson aus unserem Team. Vor dem Einzug besprechen wir gemeinsam, welcher Hund zu dir, deinem Alltag und deinen Tieren passt.</p>
<h2>Was du mitbringen solltest</h2>
<ul>
<li>Zeit und Geduld für die ersten Tage</li>
<li>einen sicheren Ort, an dem sich der Hund zurückziehen kann</li>
<li>die Bereitschaft, ihn am Ende mit einem lachenden und einem weinenden Auge gehen zu lassen</li>
</ul>
<p>Klingt das nach dir? Auf unserer Seite für Pflegestellen findest du alle Schritte und das Bewerbungsformular.</p>`,
    contentEs: `<p>Para un perro que solo ha conocido la calle o una perrera, una casa es un mundo completamente nuevo. En una casa de acogida aprende a conocer ese mundo antes de mudarse con su familia definitiva.</p>
<h2>¿Cuánto dura una acogida?</h2>
<p>Normalmente entre cuatro y seis semanas. En ese tiempo conoces bien al perro, y lo que observas nos ayuda a encontrar la familia adecuada para él.</p>
<h2>De qué nos encargamos</h2>
<p>Nos hacemos cargo de los gastos veterinarios y, desde el primer día, tienes una persona de contacto fija en nuestro equipo. Antes de la llegada hablamos contigo sobre qué perro encaja contigo, con tu día a día y con tus animales.</p>
<h2>Qué necesitas</h2>
<ul>
<li>tiempo y paciencia para los primeros días</li>
<li>un rincón seguro donde el perro pueda retirarse</li>
<li>la disposición de despedirte de él al final, con una mezcla de alegría y pena</li>
</ul>
<p>¿Te ves en ello? En nuestra página de casas de acogida encontrarás todos los pasos y el formulario de solicitud.</p>`,
  },
] satisfies (typeof blogPosts.$inferInsert)[];
