/**
 * French texts of every product: description list and key benefits, line for line with the
 * English (same slugs, same order, same number of lines). Names, strengths and pack formats
 * stay as printed on the pack. \u00A0 is the no-break space French puts before ":", "%" and the like.
 */
import type { ProductTexts } from "../types";

export const productTexts: ProductTexts = {
  "verdamol-500-tablets": {
    descriptionList: [
      "Comprimé analgésique et antipyrétique",
      "Indications\u00A0: fièvre et douleurs légères à modérées",
      "Conditionné en blisters Alu-PVC de 10",
      "Durée de conservation\u00A0: 36 mois",
    ],
    keyBenefits: [
      "Soulage la fièvre et les douleurs courantes",
      "Bien toléré par l'estomac aux doses usuelles",
      "Convient aux adultes et aux enfants de plus de 12 ans",
    ],
  },
  "verdamol-650-tablets": {
    descriptionList: [
      "Comprimé de paracétamol fortement dosé",
      "Indications\u00A0: fièvre, céphalées et courbatures",
      "Comprimé sécable, facile à manipuler",
      "Blister Alu-PVC de 15 comprimés",
    ],
    keyBenefits: [
      "Soulage la fièvre et la douleur avec moins de comprimés par prise",
      "Molécule éprouvée et largement reconnue",
      "Stable en climat chaud et humide",
    ],
  },
  "mericlav-625-tablets": {
    descriptionList: [
      "Pénicilline à large spectre associée à un inhibiteur de bêta-lactamases",
      "Indications\u00A0: infections respiratoires, otiques, cutanées et urinaires",
      "Blister Alu-Alu avec protection déshydratante",
      "À conserver à une température inférieure à 25\u00A0°C",
    ],
    keyBenefits: [
      "Actif sur les germes producteurs de bêta-lactamases",
      "Deux prises par jour",
      "Conditionnement Alu-Alu protégé de l'humidité",
    ],
  },
  "azimer-500-tablets": {
    descriptionList: [
      "Comprimé antibiotique de la famille des macrolides",
      "Indications\u00A0: infections des voies respiratoires et infections cutanées",
      "Boîte correspondant à un traitement de trois jours",
      "Comprimé pelliculé, facile à avaler",
    ],
    keyBenefits: [
      "Traitement court, en une prise par jour",
      "Bonne diffusion tissulaire",
      "Boîte de traitement compacte, adaptée aux pharmacies",
    ],
  },
  "cefverd-200-tablets": {
    descriptionList: [
      "Céphalosporine orale de troisième génération",
      "Indications\u00A0: infections urinaires et respiratoires, fièvre typhoïde",
      "Blister Alu-Alu de 10 comprimés",
      "Durée de conservation\u00A0: 24 mois",
    ],
    keyBenefits: [
      "Deux prises orales par jour",
      "Large couverture des bactéries à Gram négatif",
      "Adapté au relais oral après un traitement injectable",
    ],
  },
  "pantomer-40-tablets": {
    descriptionList: [
      "Inhibiteur de la pompe à protons gastrorésistant",
      "Indications\u00A0: reflux acide, gastrite et ulcère gastroduodénal",
      "À prendre avant le petit-déjeuner",
      "Blister Alu-Alu de 15 comprimés",
    ],
    keyBenefits: [
      "Contrôle de l'acidité en une prise par jour",
      "L'enrobage gastrorésistant protège le principe actif",
      "Faible potentiel d'interactions médicamenteuses",
    ],
  },
  "cetimer-10-tablets": {
    descriptionList: [
      "Antihistaminique de deuxième génération",
      "Indications\u00A0: rhinite allergique et urticaire",
      "Petit comprimé pelliculé",
      "Blister de 10",
    ],
    keyBenefits: [
      "Soulagement de l'allergie en une prise par jour",
      "Faible effet sédatif",
      "Action rapide",
    ],
  },
  "levoverd-5-tablets": {
    descriptionList: [
      "Énantiomère actif de la cétirizine",
      "Indications\u00A0: rhinite allergique saisonnière et perannuelle",
      "Comprimé pelliculé sous blister",
      "Durée de conservation\u00A0: 36 mois",
    ],
    keyBenefits: [
      "Efficace à la moitié de la dose de cétirizine",
      "Une prise par jour",
      "Adapté à la prise en charge de l'allergie au long cours",
    ],
  },
  "montimer-lc-tablets": {
    descriptionList: [
      "Antagoniste des leucotriènes associé à un antihistaminique",
      "Indications\u00A0: rhinite allergique",
      "Une prise par jour, le soir",
      "Blister Alu-Alu de 10",
    ],
    keyBenefits: [
      "Deux actions complémentaires en un seul comprimé",
      "Une seule prise, le soir",
      "Soulage la congestion nasale et les éternuements",
    ],
  },
  "amlomer-5-tablets": {
    descriptionList: [
      "Inhibiteur calcique",
      "Indications\u00A0: hypertension artérielle et angor stable",
      "Comprimé nu sécable",
      "Blister de 10",
    ],
    keyBenefits: [
      "Contrôle tensionnel régulier sur 24 heures",
      "Une prise par jour",
      "Peut être associé à d'autres antihypertenseurs",
    ],
  },
  "telmiverd-40-tablets": {
    descriptionList: [
      "Antagoniste des récepteurs de l'angiotensine II",
      "Indications\u00A0: hypertension artérielle essentielle",
      "Blister Alu-Alu de 10 comprimés",
      "Durée de conservation\u00A0: 24 mois",
    ],
    keyBenefits: [
      "Action prolongée, une prise par jour",
      "Bien toléré, faible incidence de toux",
      "Disponible en plusieurs dosages",
    ],
  },
  "atorverd-10-tablets": {
    descriptionList: [
      "Inhibiteur de l'HMG-CoA réductase",
      "Indications\u00A0: hypercholestérolémie, en complément du régime alimentaire",
      "Comprimé pelliculé sous blister Alu-Alu",
      "À conserver à l'abri de la lumière",
    ],
    keyBenefits: [
      "Diminue le LDL-cholestérol",
      "Une prise par jour, à tout moment de la journée",
      "Recul clinique important",
    ],
  },
  "ibumer-400-tablets": {
    descriptionList: [
      "Comprimé anti-inflammatoire non stéroïdien",
      "Indications\u00A0: douleur, inflammation et fièvre",
      "À prendre après le repas",
      "Blister de 10",
    ],
    keyBenefits: [
      "Réduit la douleur et le gonflement",
      "Fait également baisser la fièvre",
      "Pelliculage facilitant la déglutition",
    ],
  },
  "aceclomer-p-tablets": {
    descriptionList: [
      "Association analgésique et anti-inflammatoire",
      "Indications\u00A0: douleurs musculosquelettiques et dentaires",
      "À prendre après les repas",
      "Blister Alu-PVC de 10",
    ],
    keyBenefits: [
      "Double action sur la douleur et l'inflammation",
      "Deux prises par jour",
      "Association très largement prescrite",
    ],
  },
  "ondamer-4-md-tablets": {
    descriptionList: [
      "Comprimé orodispersible antiémétique",
      "Indications\u00A0: nausées et vomissements",
      "Se dissout sur la langue, sans eau",
      "Arôme menthe",
    ],
    keyBenefits: [
      "Pratique en cas de difficulté à avaler",
      "Désagrégation rapide",
      "Goût agréable de menthe",
    ],
  },
  "ciproverd-500-tablets": {
    descriptionList: [
      "Antibactérien de la famille des fluoroquinolones",
      "Indications\u00A0: infections urinaires, gastro-intestinales et respiratoires",
      "Comprimé pelliculé",
      "Blister de 10",
    ],
    keyBenefits: [
      "Activité à large spectre",
      "Deux prises par jour",
      "Bonne absorption orale",
    ],
  },
  "ofloverd-oz-tablets": {
    descriptionList: [
      "Association d'un antibactérien et d'un antiprotozoaire",
      "Indications\u00A0: infections gastro-intestinales mixtes",
      "À prendre après le repas",
      "Blister Alu-Alu de 10",
    ],
    keyBenefits: [
      "Couvre les causes bactériennes et protozoaires",
      "Deux prises par jour",
      "Association à doses fixes couramment utilisée",
    ],
  },
  "metroverd-400-tablets": {
    descriptionList: [
      "Antimicrobien de la famille des nitro-imidazolés",
      "Indications\u00A0: amibiase, giardiase et infections à germes anaérobies",
      "Le pelliculage masque l'amertume",
      "Blister de 15",
    ],
    keyBenefits: [
      "Actif sur les anaérobies et les protozoaires",
      "Conditionnement hospitalier économique",
      "Enrobage masquant le goût",
    ],
  },
  "albemer-400-tablets": {
    descriptionList: [
      "Anthelminthique à large spectre",
      "Indications\u00A0: helminthiases intestinales courantes",
      "Comprimé à croquer, arôme fruité",
      "Boîte d'un comprimé",
    ],
    keyBenefits: [
      "Traitement en prise unique",
      "À croquer, pour enfants et adultes",
      "Adapté aux campagnes de déparasitage de masse",
    ],
  },
  "fluconverd-150-tablets": {
    descriptionList: [
      "Antifongique triazolé",
      "Indications\u00A0: candidose vaginale et infections fongiques",
      "Blister d'un comprimé",
      "Durée de conservation\u00A0: 36 mois",
    ],
    keyBenefits: [
      "Dose orale unique pour les indications courantes",
      "Bonne absorption systémique",
      "Conditionnement discret d'un seul comprimé",
    ],
  },
  "verglim-m2-tablets": {
    descriptionList: [
      "Sulfamide hypoglycémiant associé à la metformine à libération prolongée",
      "Indications\u00A0: diabète de type 2",
      "Le comprimé bicouche maintient les deux principes actifs séparés",
      "À prendre au petit-déjeuner",
    ],
    keyBenefits: [
      "Deux actions hypoglycémiantes en un seul comprimé",
      "Couche à libération prolongée pour un contrôle plus régulier",
      "Moins de comprimés par jour",
    ],
  },
  "telmiverd-mt-50-tablets": {
    descriptionList: [
      "ARA II associé à un bêtabloquant à libération prolongée",
      "Indications\u00A0: hypertension artérielle",
      "Structure bicouche pour deux profils de libération distincts",
      "Blister Alu-Alu de 10",
    ],
    keyBenefits: [
      "Contrôle conjoint de la pression artérielle et de la fréquence cardiaque",
      "Une prise par jour",
      "Couche de bêtabloquant à libération prolongée",
    ],
  },
  "voglimer-m-02-tablets": {
    descriptionList: [
      "Inhibiteur des alpha-glucosidases associé à la metformine",
      "Indications\u00A0: diabète de type 2",
      "À prendre juste avant les repas",
      "Comprimé bicouche sous blister Alu-Alu",
    ],
    keyBenefits: [
      "Cible l'hyperglycémie postprandiale",
      "Couche de metformine à libération prolongée",
      "Mécanismes d'action complémentaires",
    ],
  },
  "metverd-xr-500-tablets": {
    descriptionList: [
      "Biguanide à libération prolongée",
      "Indications\u00A0: diabète de type 2",
      "À prendre au cours du repas du soir",
      "À avaler entier, sans l'écraser",
    ],
    keyBenefits: [
      "Une prise par jour",
      "Moins d'effets indésirables digestifs que la forme à libération immédiate",
      "Contrôle glycémique de première intention",
    ],
  },
  "metverd-xr-1000-tablets": {
    descriptionList: [
      "Metformine fortement dosée à libération prolongée",
      "Indications\u00A0: diabète de type 2",
      "Matrice pelliculée à libération prolongée",
      "Blister de 15",
    ],
    keyBenefits: [
      "Dose quotidienne complète en un seul comprimé",
      "Meilleure tolérance digestive",
      "Contrôle glycémique régulier sur 24 heures",
    ],
  },
  "divalmer-er-500-tablets": {
    descriptionList: [
      "Anticonvulsivant à libération prolongée",
      "Indications\u00A0: épilepsie et épisodes maniaques du trouble bipolaire, sous surveillance médicale",
      "À avaler entier",
      "Blister Alu-Alu de 10",
    ],
    keyBenefits: [
      "Libération prolongée, une prise par jour",
      "Concentrations plasmatiques stables",
      "Protection gastrorésistante du principe actif",
    ],
  },
  "diclomer-sr-100-tablets": {
    descriptionList: [
      "AINS à libération prolongée",
      "Indications\u00A0: arthrite et douleurs musculosquelettiques chroniques",
      "Une prise par jour, après le repas",
      "Blister de 10",
    ],
    keyBenefits: [
      "Un seul comprimé pour un soulagement toute la journée",
      "Réduit la douleur et l'inflammation",
      "Moins de prises à retenir",
    ],
  },
  "glicimer-60-sr-tablets": {
    descriptionList: [
      "Sulfamide hypoglycémiant à libération modifiée",
      "Indications\u00A0: diabète de type 2",
      "À prendre au petit-déjeuner",
      "Comprimé sécable à libération prolongée",
    ],
    keyBenefits: [
      "Contrôle glycémique en une prise par jour",
      "Libération progressive du principe actif",
      "Sécable pour l'ajustement de la dose",
    ],
  },
  "amoxiverd-500-capsules": {
    descriptionList: [
      "Pénicilline à large spectre",
      "Indications\u00A0: infections ORL, respiratoires et urinaires",
      "Gélule en gélatine dure, taille 0",
      "Blister de 10",
    ],
    keyBenefits: [
      "Antibiotique de première intention éprouvé",
      "Bonne absorption orale",
      "Conditionnement économique pour les appels d'offres",
    ],
  },
  "omemer-20-capsules": {
    descriptionList: [
      "Inhibiteur de la pompe à protons en gélule",
      "Indications\u00A0: hyperacidité, reflux et ulcère gastroduodénal",
      "Contient des microgranules gastrorésistants",
      "À prendre avant le petit-déjeuner",
    ],
    keyBenefits: [
      "Contrôle de l'acidité en une prise par jour",
      "Microgranules protégés de l'acidité gastrique",
      "Longue expérience clinique",
    ],
  },
  "doxymer-100-capsules": {
    descriptionList: [
      "Antibiotique de la famille des tétracyclines",
      "Indications\u00A0: infections respiratoires et acné",
      "À prendre avec un grand verre d'eau",
      "Blister de 10",
    ],
    keyBenefits: [
      "Une ou deux prises par jour",
      "Activité à large spectre",
      "Stable en conditions de stockage tropicales",
    ],
  },
  "pregaverd-75-capsules": {
    descriptionList: [
      "Anticonvulsivant indiqué dans les douleurs neuropathiques",
      "Indications\u00A0: neuropathie diabétique et névralgie post-zostérienne",
      "Médicament soumis à prescription médicale",
      "Blister de 14",
    ],
    keyBenefits: [
      "Soulage les douleurs neuropathiques",
      "Deux prises par jour",
      "Titration posologique souple",
    ],
  },
  "itraverd-100-capsules": {
    descriptionList: [
      "Antifongique triazolé en gélule",
      "Indications\u00A0: infections fongiques cutanées, unguéales et systémiques",
      "À prendre immédiatement après un repas complet",
      "Plaquette de 4 gélules",
    ],
    keyBenefits: [
      "Large spectre antifongique",
      "Formulation en microgranules pour une absorption régulière",
      "Conditionnement pratique adapté à la durée du traitement",
    ],
  },
  "rabimer-dsr-capsules": {
    descriptionList: [
      "Inhibiteur de la pompe à protons associé à un prokinétique",
      "Indications\u00A0: reflux accompagné de ballonnements et de nausées",
      "Gélule à deux types de microgranules",
      "À prendre avant le petit-déjeuner",
    ],
    keyBenefits: [
      "Contrôle de l'acidité et vidange gastrique en une seule prise",
      "Dompéridone à libération prolongée",
      "Une gélule par jour",
    ],
  },
  "pantomer-dsr-capsules": {
    descriptionList: [
      "Inhibiteur de la pompe à protons associé à la dompéridone à libération prolongée",
      "Indications\u00A0: reflux gastro-œsophagien et dyspepsie",
      "Microgranules gastrorésistants et microgranules à libération prolongée",
      "Blister de 15",
    ],
    keyBenefits: [
      "Soulagement gastrique deux-en-un",
      "Une prise par jour",
      "Des microgranules libérés au bon endroit",
    ],
  },
  "tamsuverd-04-sr-capsules": {
    descriptionList: [
      "Alpha-1-bloquant sélectif",
      "Indications\u00A0: hypertrophie bénigne de la prostate",
      "À prendre chaque jour après le même repas",
      "Microgranules à libération modifiée",
    ],
    keyBenefits: [
      "Améliore le débit urinaire",
      "Une prise par jour",
      "Faible effet sur la pression artérielle",
    ],
  },
  "ambromer-ls-syrup": {
    descriptionList: [
      "Sirop expectorant et bronchodilatateur",
      "Indications\u00A0: toux productive",
      "Base sucrée, arôme mangue",
      "Fourni avec un gobelet doseur",
    ],
    keyBenefits: [
      "Fluidifie les sécrétions bronchiques",
      "Dégage les voies respiratoires",
      "Goût agréable qui favorise l'observance",
    ],
  },
  "cetimer-syrup": {
    descriptionList: [
      "Sirop antihistaminique pédiatrique",
      "Indications\u00A0: rhinite allergique et prurit",
      "Arôme banane",
      "Flacon en PET avec gobelet doseur",
    ],
    keyBenefits: [
      "Soulagement de l'allergie chez l'enfant en une prise par jour",
      "Dosage précis grâce au gobelet doseur",
      "Arôme apprécié des enfants",
    ],
  },
  "lactumer-syrup": {
    descriptionList: [
      "Solution laxative osmotique",
      "Indications\u00A0: constipation",
      "Liquide limpide au goût sucré",
      "Flacon avec gobelet doseur",
    ],
    keyBenefits: [
      "Action douce sur l'intestin",
      "Convient aux adultes et aux enfants",
      "Agit en attirant l'eau dans les selles",
    ],
  },
  "cefverd-50-dry-syrup": {
    descriptionList: [
      "Céphalosporine orale pédiatrique",
      "Indications\u00A0: infections respiratoires et urinaires de l'enfant",
      "Ajouter de l'eau bouillie refroidie jusqu'au trait de jauge",
      "Arôme fraise",
    ],
    keyBenefits: [
      "Posologie pédiatrique en deux prises par jour",
      "Poudre sèche stable pendant le transport à l'export",
      "Gobelet doseur inclus",
    ],
  },
  "mericlav-2285-dry-syrup": {
    descriptionList: [
      "Amoxicilline-acide clavulanique pédiatrique",
      "Indications\u00A0: infections ORL et respiratoires de l'enfant",
      "Reconstituer juste avant l'emploi",
      "Conserver la suspension reconstituée au réfrigérateur",
    ],
    keyBenefits: [
      "Actif sur les bactéries productrices de bêta-lactamases",
      "Deux prises par jour",
      "Arôme fruité apprécié des enfants",
    ],
  },
  "azimer-200-dry-syrup": {
    descriptionList: [
      "Antibiotique macrolide pédiatrique",
      "Indications\u00A0: infections des voies respiratoires de l'enfant",
      "Arôme orange",
      "Flacon avec gobelet doseur",
    ],
    keyBenefits: [
      "Traitement court, en une prise par jour",
      "Reconstitution facile",
      "Flacon compact pour les cartons d'exportation",
    ],
  },
  "verdamol-250-suspension": {
    descriptionList: [
      "Suspension buvable pédiatrique de paracétamol",
      "Indications\u00A0: fièvre et douleur chez l'enfant",
      "Bien agiter avant emploi",
      "Arôme orange",
    ],
    keyBenefits: [
      "Soulage la fièvre de l'enfant",
      "Posologie adaptée au poids corporel",
      "Base sucrée, goût agréable",
    ],
  },
  "albemer-suspension": {
    descriptionList: [
      "Suspension anthelminthique à large spectre",
      "Indications\u00A0: helminthiases intestinales",
      "Flacon unidose",
      "Bien agiter avant emploi",
    ],
    keyBenefits: [
      "Déparasitage en prise unique",
      "Convient aux jeunes enfants",
      "Arôme fruité agréable",
    ],
  },
  "gelmer-antacid-suspension": {
    descriptionList: [
      "Suspension antiacide et antiflatulente",
      "Indications\u00A0: hyperacidité, brûlures d'estomac et flatulences",
      "Arôme menthe",
      "Bien agiter avant emploi",
    ],
    keyBenefits: [
      "Soulagement rapide des brûlures d'estomac",
      "Réduit les ballonnements",
      "Goût de menthe rafraîchissant",
    ],
  },
  "verdamol-paediatric-drops": {
    descriptionList: [
      "Gouttes buvables de paracétamol pour nourrissons",
      "Indications\u00A0: fièvre et douleur chez le nourrisson",
      "Compte-gouttes calibré fourni",
      "Arôme fruité",
    ],
    keyBenefits: [
      "Dose précise pour les jeunes enfants",
      "Soulagement rapide de la fièvre",
      "Compte-gouttes calibré pour un dosage exact",
    ],
  },
  "ciproverd-eye-and-ear-drops": {
    descriptionList: [
      "Gouttes antibactériennes stériles",
      "Indications\u00A0: conjonctivite bactérienne et infections de l'oreille",
      "Ne pas toucher l'embout du flacon",
      "Jeter un mois après ouverture",
    ],
    keyBenefits: [
      "Un seul produit pour les infections oculaires et auriculaires",
      "Solution stérile avec conservateur",
      "Flacon compte-gouttes souple, facile à presser",
    ],
  },
  "triaxverd-1-g-injection": {
    descriptionList: [
      "Céphalosporine injectable de troisième génération",
      "Indications\u00A0: infections bactériennes sévères en milieu hospitalier",
      "Poudre sèche à reconstituer",
      "Voie intramusculaire ou intraveineuse",
    ],
    keyBenefits: [
      "Une injection par jour pour la plupart des infections",
      "Antibiotique hospitalier à large spectre",
      "Fourni avec son solvant",
    ],
  },
  "cefomer-s-15-g-injection": {
    descriptionList: [
      "Céphalosporine associée à un inhibiteur de bêta-lactamases",
      "Indications\u00A0: infections intra-abdominales et infections nosocomiales",
      "Poudre sèche stérile",
      "Voie intraveineuse ou intramusculaire",
    ],
    keyBenefits: [
      "Couverture élargie des germes résistants",
      "Pour l'approvisionnement des hôpitaux et les appels d'offres",
      "Flacon de poudre sèche stable",
    ],
  },
  "pantomer-iv-40-injection": {
    descriptionList: [
      "Inhibiteur de la pompe à protons par voie intraveineuse",
      "Indiqué lorsque le traitement par voie orale est impossible",
      "Poudre lyophilisée à reconstituer",
      "Voie intraveineuse exclusivement",
    ],
    keyBenefits: [
      "Inhibition rapide de la sécrétion acide",
      "Permet le relais vers la voie orale",
      "Fourni avec son solvant",
    ],
  },
  "ondamer-injection": {
    descriptionList: [
      "Antiémétique injectable",
      "Indications\u00A0: nausées postopératoires et nausées liées à la chimiothérapie",
      "2 ml de solution par flacon",
      "Voie intramusculaire ou intraveineuse",
    ],
    keyBenefits: [
      "Contrôle rapide des nausées et des vomissements",
      "Solution prête à l'emploi",
      "Largement utilisé en chirurgie et en oncologie",
    ],
  },
  "diclomer-gel": {
    descriptionList: [
      "Gel antalgique non gras",
      "Indications\u00A0: entorses, mal de dos et douleurs articulaires",
      "Usage externe uniquement",
      "Tube laminé de 30 g",
    ],
    keyBenefits: [
      "Agit directement sur la zone douloureuse",
      "Effet frais, non gras",
      "Évite la prise de comprimés pour les douleurs légères",
    ],
  },
  "clindamer-gel": {
    descriptionList: [
      "Gel antibactérien à usage cutané",
      "Indications\u00A0: acné vulgaire",
      "Appliquer une fine couche deux fois par jour",
      "Tube laminé de 20 g",
    ],
    keyBenefits: [
      "Agit là où l'acné se forme",
      "Base aqueuse, non comédogène",
      "Texture légère pour les peaux grasses",
    ],
  },
  "fosfomer-3-g-sachet": {
    descriptionList: [
      "Granulés pour solution buvable",
      "Indications\u00A0: infections urinaires non compliquées de la femme",
      "Dissoudre dans un demi-verre d'eau",
      "Sachet unidose",
    ],
    keyBenefits: [
      "Traitement en prise unique",
      "Arôme orange",
      "Sachet pratique à emporter",
    ],
  },
  "clotrimer-dusting-powder": {
    descriptionList: [
      "Poudre antifongique à usage cutané",
      "Indications\u00A0: mycoses cutanées des plis et des pieds",
      "Usage externe uniquement",
      "Flacon avec bouchon saupoudreur",
    ],
    keyBenefits: [
      "Maintient la peau atteinte au sec",
      "Application facile sur de grandes surfaces",
      "Complète l'action des crèmes antifongiques",
    ],
  },
  "verdomega-1000-softgels": {
    descriptionList: [
      "Huile de poisson raffinée riche en oméga-3",
      "Contribue à la santé du cœur et du cerveau dans le cadre d'une alimentation équilibrée",
      "Capsule molle aromatisée au citron pour limiter l'arrière-goût de poisson",
      "Pot en PEHD avec opercule scellé par induction",
    ],
    keyBenefits: [
      "Apport quotidien d'EPA et de DHA",
      "Capsule molle facile à avaler",
      "Huile purifiée par distillation moléculaire",
    ],
  },
  "d3verd-60k-softgels": {
    descriptionList: [
      "Vitamine D3 fortement dosée, en prise hebdomadaire",
      "Utilisée pour corriger une carence en vitamine D, sur avis médical",
      "Une capsule molle par semaine, ou selon la prescription",
      "Blister de 4 capsules molles",
    ],
    keyBenefits: [
      "Une seule prise par semaine, très pratique",
      "Contribue à la santé des os et des muscles",
    ],
  },
  "evermer-400-softgels": {
    descriptionList: [
      "Capsule molle de vitamine E antioxydante",
      "Pour la peau et les cheveux, dans le cadre d'une routine quotidienne",
      "Capsule molle ambrée transparente",
      "Blister de 10",
    ],
    keyBenefits: [
      "Antioxydant liposoluble",
      "Très apprécié dans les routines de soin de la peau",
      "Conditionnement sous blister stable",
    ],
  },
  "cardimer-q10-softgels": {
    descriptionList: [
      "Coenzyme Q10 associée aux oméga-3",
      "Contribue à l'énergie cellulaire et à la santé cardiaque",
      "Capsule molle à base huileuse pour une meilleure absorption",
      "Pot en PEHD de 30",
    ],
    keyBenefits: [
      "Associe deux nutriments bénéfiques pour le cœur",
      "La base huileuse favorise l'absorption de la CoQ10",
      "Une capsule molle par jour",
    ],
  },
  "lycomer-softgels": {
    descriptionList: [
      "Capsule molle multivitaminée antioxydante",
      "Contribue au bien-être général et à la récupération",
      "Capsule molle opaque brun-rouge",
      "Blister de 10",
    ],
    keyBenefits: [
      "Large association d'antioxydants",
      "Vitamines et minéraux réunis dans une seule capsule molle",
    ],
  },
  "primrose-verd-1000-softgels": {
    descriptionList: [
      "Huile d'onagre pressée à froid",
      "Contribue à l'hydratation de la peau et au bien-être féminin",
      "Capsule molle transparente en pot ambré",
      "Protégée de la lumière",
    ],
    keyBenefits: [
      "Source naturelle de GLA",
      "Prend soin de la peau de l'intérieur",
    ],
  },
  "ashvamer-500-capsules": {
    descriptionList: [
      "Extrait standardisé d'ashwagandha",
      "Plante traditionnelle contre le stress et pour la vitalité",
      "Gélule végétale en HPMC",
      "Flacon en PEHD de 60",
    ],
    keyBenefits: [
      "Standardisé pour une teneur constante",
      "Convient aux végétariens",
      "Favorise le calme et l'énergie",
    ],
  },
  "floraverd-probiotic-capsules": {
    descriptionList: [
      "Probiotique multisouche avec fibres prébiotiques",
      "Contribue à l'équilibre digestif",
      "Blister Alu-Alu protégeant de l'humidité",
      "À conserver dans un endroit frais et sec",
    ],
    keyBenefits: [
      "Trois souches bien étudiées",
      "Prébiotique inclus",
      "Conditionnement protégé de l'humidité",
    ],
  },
  "curcumer-500-capsules": {
    descriptionList: [
      "Extrait de curcuma associé à un extrait de poivre noir",
      "Utilisé traditionnellement pour le confort articulaire",
      "Gélule végétale",
      "Flacon en PEHD de 60",
    ],
    keyBenefits: [
      "La pipérine favorise l'absorption de la curcumine",
      "Standardisé à 95\u00A0% de curcuminoïdes",
      "Gélule d'origine végétale",
    ],
  },
  "silymer-140-capsules": {
    descriptionList: [
      "Extrait de chardon-Marie",
      "Utilisé traditionnellement pour soutenir la santé du foie",
      "Gélule en gélatine dure",
      "Blister de 10",
    ],
    keyBenefits: [
      "Chardon-Marie standardisé",
      "Une gélule deux fois par jour",
    ],
  },
  "verdafizz-multivitamin-effervescent-tablets": {
    descriptionList: [
      "Comprimé multivitaminé à dissoudre, arôme orange",
      "Dissoudre un comprimé dans un verre d'eau",
      "Tube étanche à l'humidité avec bouchon déshydratant",
      "Formule sans sucre",
    ],
    keyBenefits: [
      "Les vitamines du quotidien dans une boisson rafraîchissante",
      "Contribue à l'énergie et à l'immunité",
      "Sans sucre",
    ],
  },
  "verdafizz-c-1000-effervescent-tablets": {
    descriptionList: [
      "Vitamine C fortement dosée associée au zinc",
      "Contribue au fonctionnement normal du système immunitaire",
      "Arôme citron",
      "Tube de 15 comprimés",
    ],
    keyBenefits: [
      "1000 mg de vitamine C par comprimé",
      "Enrichi en zinc",
      "Boisson pétillante agréable",
    ],
  },
  "calcifizz-500-effervescent-tablets": {
    descriptionList: [
      "Comprimé à dissoudre au calcium et à la vitamine D3",
      "Contribue à la santé osseuse",
      "Arôme orange",
      "Tube de 10 comprimés",
    ],
    keyBenefits: [
      "Plus facile que d'avaler de gros comprimés",
      "La vitamine D3 favorise l'absorption du calcium",
    ],
  },
  "hydrafizz-electrolyte-effervescent-tablets": {
    descriptionList: [
      "Comprimé d'électrolytes à dissoudre pour les journées actives",
      "Aide à compenser les minéraux perdus par la transpiration",
      "Arôme citron et citron vert, faible teneur en calories",
      "Tube de 20",
    ],
    keyBenefits: [
      "Hydratation rapide",
      "Tube facile à transporter",
      "Formule hypocalorique",
    ],
  },
  "proverd-whey-protein-powder": {
    descriptionList: [
      "Concentré de protéines de lactosérum (whey)",
      "Favorise la récupération musculaire associée à l'exercice",
      "Arôme chocolat intense",
      "Pot avec mesurette incluse",
    ],
    keyBenefits: [
      "24 g de protéines par portion",
      "Se mélange facilement à l'eau ou au lait",
      "BCAA naturellement présents",
    ],
  },
  "proverd-plant-protein-powder": {
    descriptionList: [
      "Mélange de protéines végétales (vegan)",
      "Protéines de pois et de riz complet",
      "Non aromatisé\u00A0; se mélange facilement aux smoothies",
      "Pot avec mesurette",
    ],
    keyBenefits: [
      "Profil complet en acides aminés d'origine végétale",
      "Sans produits laitiers ni soja",
      "Goût neutre",
    ],
  },
  "nutrimer-protein-powder": {
    descriptionList: [
      "Poudre pour boisson riche en protéines et en micronutriments",
      "Contribue à l'équilibre nutritionnel quotidien des adultes",
      "Arôme vanille",
      "Mélanger deux mesurettes dans du lait",
    ],
    keyBenefits: [
      "Apport équilibré en protéines et en énergie",
      "Enrichi en vitamines, minéraux et DHA",
      "Goût vanille agréable",
    ],
  },
  "collamer-marine-collagen-powder": {
    descriptionList: [
      "Peptides de collagène marin hydrolysé",
      "Contribue à l'élasticité de la peau et à la vitalité des cheveux, de l'intérieur",
      "Non aromatisé, se dissout dans l'eau ou le jus de fruits",
      "Pot avec mesurette",
    ],
    keyBenefits: [
      "Peptides de faible poids moléculaire",
      "Enrichi en vitamine C et en biotine",
      "Sans sucre ajouté",
    ],
  },
  "fibroverd-psyllium-husk-powder": {
    descriptionList: [
      "Fibres solubles naturelles",
      "Favorise un transit intestinal régulier",
      "À prendre avec un grand verre d'eau",
      "Pot refermable",
    ],
    keyBenefits: [
      "Riche en fibres, sans sucre ajouté",
      "Régularité intestinale en douceur, au quotidien",
    ],
  },
  "hydraverd-energy-drink-sachet": {
    descriptionList: [
      "Poudre pour boisson au glucose et aux électrolytes",
      "Pour un regain d'énergie rapide en cas de chaleur ou d'effort",
      "Arôme orange",
      "Mélanger un sachet dans 200 ml d'eau",
    ],
    keyBenefits: [
      "Boisson énergétique instantanée",
      "Compense les pertes en électrolytes",
      "Sachet-dose individuel",
    ],
  },
  "floraverd-kids-probiotic-sachet": {
    descriptionList: [
      "Poudre probiotique pour enfants",
      "Contribue à l'équilibre digestif",
      "Mélanger à de l'eau fraîche ou à du lait",
      "Sachet aluminium étanche à l'humidité",
    ],
    keyBenefits: [
      "Sans goût, facile à donner aux enfants",
      "Enrichi en prébiotique",
    ],
  },
  "argimer-3-g-sachet": {
    descriptionList: [
      "Acide aminé L-arginine associé à un extrait de pépins de raisin",
      "Contribue à la circulation et à la vitalité générale",
      "Granulés arôme orange",
      "Dissoudre dans un verre d'eau",
    ],
    keyBenefits: [
      "Sachet unidose pratique",
      "Enrichi en proanthocyanidines antioxydantes",
      "Goût orange agréable",
    ],
  },
  "vitamer-multivitamin-syrup": {
    descriptionList: [
      "Sirop multivitaminé à la lysine",
      "Contribue à la croissance et à l'appétit des enfants",
      "Arôme multifruit",
      "Flacon avec gobelet doseur",
    ],
    keyBenefits: [
      "Apport vitaminique complet",
      "Lysine pour les enfants en croissance",
      "Goût apprécié des enfants",
    ],
  },
  "ferromer-syrup": {
    descriptionList: [
      "Sirop de fer et d'acide folique",
      "Contribue à un taux d'hémoglobine normal",
      "Faible arrière-goût métallique",
      "Flacon avec gobelet doseur",
    ],
    keyBenefits: [
      "Ascorbate ferreux bien absorbé",
      "Enrichi en acide folique et en zinc",
      "Bien toléré par l'estomac",
    ],
  },
  "calcimer-syrup": {
    descriptionList: [
      "Sirop en suspension au calcium et à la vitamine D3",
      "Contribue au développement des os et des dents",
      "Bien agiter avant emploi",
      "Arôme mangue",
    ],
    keyBenefits: [
      "Calcium associé à la vitamine D3",
      "Goût agréable pour les enfants",
    ],
  },
  "calcimer-500-tablets": {
    descriptionList: [
      "Comprimé de calcium et de vitamine D3",
      "Contribue à la santé osseuse de l'adulte",
      "Comprimé ovale pelliculé",
      "Blister de 15",
    ],
    keyBenefits: [
      "Complément quotidien en calcium",
      "Vitamine D3 pour favoriser l'absorption",
      "Pelliculage facile à avaler",
    ],
  },
  "biomer-10-tablets": {
    descriptionList: [
      "Biotine fortement dosée",
      "Contribue à la santé des cheveux, de la peau et des ongles",
      "Petit comprimé nu",
      "Trois blisters de 10",
    ],
    keyBenefits: [
      "Un comprimé par jour",
      "Complément capillaire très apprécié",
    ],
  },
  "ferromer-xt-tablets": {
    descriptionList: [
      "Comprimé de fer et d'acide folique",
      "Contribue à un taux d'hémoglobine normal chez l'adulte",
      "Comprimé pelliculé",
      "Blister de 10",
    ],
    keyBenefits: [
      "Teneur élevée en fer élément par comprimé",
      "Enrichi en acide folique",
      "Une prise par jour",
    ],
  },
  "vitamer-daily-tablets": {
    descriptionList: [
      "Multivitamines et multiminéraux pour tous les jours",
      "Comble les apports insuffisants les plus courants",
      "Un comprimé après le petit-déjeuner",
      "Étui de trois blisters de 10 comprimés",
    ],
    keyBenefits: [
      "Formule complète en une prise par jour",
      "Contribue à l'énergie et à l'immunité",
      "Convient aux adultes",
    ],
  },
  "d3verd-drops": {
    descriptionList: [
      "Gouttes buvables de vitamine D3 pour nourrissons",
      "Contribue au développement osseux normal",
      "Compte-gouttes calibré",
      "Sans sucre, sans colorant artificiel",
    ],
    keyBenefits: [
      "Dose quotidienne exacte pour les nourrissons",
      "Formule sans sucre",
    ],
  },
  "verdaleaf-neem-tulsi-soap": {
    descriptionList: [
      "Savon de bain aux plantes, qualité Grade 1",
      "Aux extraits de feuilles de neem et de tulsi",
      "Mousse riche, parfum frais aux plantes",
      "Emballé individuellement sous film, en étui imprimé",
    ],
    keyBenefits: [
      "Nettoyage en profondeur au quotidien",
      "Convient à tous les types de peau",
      "Plantes traditionnelles indiennes",
    ],
  },
  "verdaleaf-aloe-cucumber-soap": {
    descriptionList: [
      "Savon de bain hydratant",
      "À l'aloe vera et au concombre",
      "Pain vert clair d'aspect translucide",
      "Étui imprimé",
    ],
    keyBenefits: [
      "Laisse la peau douce et rafraîchie",
      "Nettoyage doux au quotidien",
    ],
  },
  "verdaleaf-sandalwood-soap": {
    descriptionList: [
      "Savon de bain haut de gamme au santal",
      "Parfum classique et chaleureux de bois de santal",
      "Pain de savon pilé, longue durée",
      "Étui de style coffret cadeau",
    ],
    keyBenefits: [
      "Parfum longue tenue",
      "Mousse riche et crémeuse",
      "Très apprécié sur les marchés du Moyen-Orient et d'Afrique",
    ],
  },
  "verdaleaf-charcoal-soap": {
    descriptionList: [
      "Pain visage et corps au charbon actif",
      "Avec une touche d'huile d'arbre à thé",
      "Pain d'un noir saisissant",
      "Étui imprimé",
    ],
    keyBenefits: [
      "Aide à éliminer l'excès de sébum et les impuretés",
      "Sensation de fraîcheur et de propreté",
    ],
  },
  "verdaleaf-glycerin-honey-soap": {
    descriptionList: [
      "Savon transparent à la glycérine",
      "Enrichi au miel",
      "Pain transparent ambré",
      "Doux pour les peaux sèches",
    ],
    keyBenefits: [
      "Nettoyage doux sans sensation de tiraillement",
      "Aide la peau à conserver son hydratation",
      "Assez doux pour un usage quotidien sur le visage",
    ],
  },
  "verdaleaf-ubtan-turmeric-saffron-soap": {
    descriptionList: [
      "Savon de bain inspiré de l'ubtan traditionnel",
      "Au curcuma, au safran et à la farine de pois chiche",
      "Pain jaune doré",
      "Étui imprimé",
    ],
    keyBenefits: [
      "Inspiré d'un rituel de beauté traditionnel indien",
      "Donne un teint frais et éclatant",
      "Parfum chaleureux et naturel",
    ],
  },
  "verdaleaf-goat-milk-oatmeal-soap": {
    descriptionList: [
      "Savon de bain crémeux au lait de chèvre",
      "À l'avoine et au beurre de karité",
      "Parfum délicat",
      "Étui imprimé",
    ],
    keyBenefits: [
      "Mousse douce et crémeuse",
      "Convient aux peaux sensibles et sèches",
    ],
  },
  "verdaleaf-lemon-mint-soap": {
    descriptionList: [
      "Savon de bain rafraîchissant",
      "Aux huiles de citron et de menthe poivrée",
      "Sensation de fraîcheur adaptée aux climats chauds",
      "Pain emballé sous film",
    ],
    keyBenefits: [
      "Sensation de fraîcheur tonifiante",
      "Parfum frais d'agrumes",
    ],
  },
  "verdaleaf-pure-aloe-vera-gel": {
    descriptionList: [
      "Gel d'aloe vera multi-usage",
      "Pour le visage, le corps et les cheveux",
      "Non collant, absorption rapide",
      "Tube avec capsule à clapet",
    ],
    keyBenefits: [
      "Apaise et hydrate la peau",
      "Apaise la peau après l'exposition au soleil",
      "Assez léger pour les peaux grasses",
    ],
  },
  "verdaleaf-neem-face-wash-gel": {
    descriptionList: [
      "Gel nettoyant visage au neem",
      "Gel nettoyant sans savon",
      "Usage quotidien, matin et soir",
      "Tube souple",
    ],
    keyBenefits: [
      "Élimine l'excès de sébum et les impuretés",
      "Laisse la peau fraîche, sans la dessécher",
      "Convient aux peaux grasses et mixtes",
    ],
  },
  "verdaleaf-vitamin-c-face-gel": {
    descriptionList: [
      "Gel visage léger à la vitamine C",
      "À la niacinamide et à l'hyaluronate",
      "À appliquer le matin, sous la protection solaire",
      "Tube de type airless",
    ],
    keyBenefits: [
      "Illumine le teint terne",
      "Hydratation sans huile",
      "Dérivé de vitamine C stable",
    ],
  },
  "verdaleaf-cucumber-under-eye-gel": {
    descriptionList: [
      "Gel contour des yeux rafraîchissant",
      "Au concombre et à la caféine",
      "Tube avec embout applicateur fin",
      "Sans parfum",
    ],
    keyBenefits: [
      "Défatigue le regard",
      "Texture légère et rafraîchissante",
    ],
  },
  "verdaleaf-hyaluronic-hydrating-gel": {
    descriptionList: [
      "Gel hydratant à base aqueuse",
      "À l'acide hyaluronique et au panthénol",
      "Sans parfum",
      "S'utilise sous le maquillage",
    ],
    keyBenefits: [
      "Hydratation longue durée",
      "Fini non gras",
      "Adapté aux climats humides",
    ],
  },
  "verdaleaf-tea-tree-spot-gel": {
    descriptionList: [
      "Gel ciblé anti-imperfections pour peaux à tendance acnéique",
      "À l'huile d'arbre à thé et à la niacinamide",
      "Appliquer une petite touche localement",
      "Tube format poche",
    ],
    keyBenefits: [
      "Atténue l'apparence des imperfections",
      "Gel transparent à séchage rapide",
    ],
  },
  "verdaleaf-hair-styling-gel": {
    descriptionList: [
      "Gel coiffant fixation forte",
      "À l'aloe vera et à la provitamine B5",
      "S'élimine facilement au lavage",
      "Tube souple",
    ],
    keyBenefits: [
      "Fixation forte toute la journée",
      "Sans résidus blancs",
    ],
  },
  "verdaleaf-charcoal-peel-off-gel-mask": {
    descriptionList: [
      "Masque gel peel-off pour le visage",
      "Au charbon actif",
      "À utiliser une à deux fois par semaine",
      "Tube à embout fin",
    ],
    keyBenefits: [
      "Élimine les impuretés de surface et les cellules mortes",
      "Laisse la peau lisse au toucher",
      "Un rituel peel-off ludique",
    ],
  },
  "verdaleaf-multani-mitti-face-pack-powder": {
    descriptionList: [
      "Masque visage en poudre à l'argile naturelle",
      "À mélanger avec de l'eau de rose ou de l'eau",
      "Appliquer, laisser sécher puis rincer",
      "Pot refermable",
    ],
    keyBenefits: [
      "Absorbe l'excès de sébum",
      "Laisse la peau rafraîchie",
      "Ingrédients purs et naturels",
    ],
  },
  "verdaleaf-ubtan-face-pack-powder": {
    descriptionList: [
      "Masque visage ubtan traditionnel",
      "À mélanger avec du lait, du yaourt ou de l'eau de rose",
      "Texture légèrement exfoliante",
      "Pot refermable",
    ],
    keyBenefits: [
      "Recette de beauté indienne ancestrale",
      "Exfolie en douceur",
      "Donne un teint frais et uniforme",
    ],
  },
  "verdaleaf-cooling-body-powder": {
    descriptionList: [
      "Poudre corporelle rafraîchissante sans talc",
      "Au menthol et au neem",
      "À utiliser après le bain",
      "Flacon avec bouchon saupoudreur",
    ],
    keyBenefits: [
      "Garde la peau sèche et fraîche",
      "Sensation de fraîcheur par temps chaud",
    ],
  },
  "verdaleaf-herbal-hair-wash-powder": {
    descriptionList: [
      "Nettoyant capillaire traditionnel aux plantes",
      "Shikakai, reetha, amla et hibiscus",
      "Mélanger à de l'eau tiède pour obtenir une pâte",
      "Sachet refermable",
    ],
    keyBenefits: [
      "Nettoyage sans agents chimiques",
      "Recette traditionnelle aux plantes",
      "Doux pour le cuir chevelu",
    ],
  },
};
