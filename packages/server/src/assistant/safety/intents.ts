import { PRICE_OBJECTION } from '../case/price-objection';
import { BRAND_MEDICATIONS, CONDITIONS, MEDICATIONS } from '../underwriting/rules';

/**
 * What a message asks for, where that decides the reply before any knowledge is searched: a medical
 * emergency or a suicide risk, a request to misstate an application or sign for someone, a legal
 * dispute, a live rate or premium, something outside life and annuity sales, or small talk.
 *
 * Each intent is a set of cue families that must occur together (something happening AND now; a
 * deception AND an application or a health fact; a price AND an age, amount or carrier), so
 * paraphrases land on the intent and look-alikes ("he had a heart attack in 2019", "what happens if
 * the client lied") do not. The cues are lexicons, not sentences: a new wording needs a new word,
 * rarely a new rule.
 */

export type SafetyIntent =
  | 'emergency'
  | 'suicide'
  | 'misrepresentation'
  | 'forgery'
  | 'legal_dispute'
  | 'live_rate'
  | 'out_of_scope'
  | 'diagnosis'
  | 'small_talk';

const any = (...parts: string[]) => new RegExp(`(?:${parts.join('|')})`, 'i');
const P = (h: string) => `(?:${h})`;
const PERSON = P(`he|she|they|him|her|them|his|their|the client|my client|the insured|client|husband|wife|i|me|my`);

// ── Emergency and suicide ───────────────────────────────────────────────────────────────────────
/** Danger that needs 911 whatever else is said (unless it is told as history). */
const DANGER = any(
  // "He's got a knife", "shoved her into the wall": violence in the room.
  String.raw`\b(?:pulled|pulling|holding|waving|grabbed|brandishing|pointing) (?:out )?(?:a |the |his |her )?(?:knife|gun|pistol|weapon|machete)\b|\b(?:he'?s|she'?s|hes|shes|he has|she has)(?: got)? (?:a |the )?(?:knife|gun|pistol|weapon|machete)\b(?!\s+(?:collection|permit|license|safe|shop|range|store|dealer|hobby|owner|rights|for))|\b(?:shoved|punched|choking|strangling|beating|stabbed) (?:her|him|me|them)\b(?! (?:with|up on))|\bslapped (?:her|him|me|them)\b(?! with)`,
  String.raw`\b(?:not|isn'?t|stopped|no longer|can'?t|cannot|couldn'?t|struggling to|unable to|hard to|trouble|difficulty|having a hard time) (?:breath(?:e|ing))\b`,
  String.raw`\bcan'?t catch (?:his|her|my|their) breath\b|\bgasping\b`,
  String.raw`\bunresponsive\b|\bunconscious\b|\bwon'?t wake up\b`,
  String.raw`\b(?:passed|blacked) out\b|\bcollaps(?:ed|ing)\b|\bfainted\b`,
  String.raw`\bchok(?:ing|es)\b`,
  String.raw`\b(?:over ?dos(?:ed|ing|e)|o\.d\.?'?d|od'd|took (?:a bunch of|too many|all (?:of )?(?:his|her|my|the)|(?:a|the|her|his|my) (?:whole|entire) bottle of|a handful of) (?:\w+ )?(?:pills|meds|medications?|sleeping pills)?)\b`,
  String.raw`\b(?:is |he'?s |she'?s |hes |shes |i'?m |im |i think (?:he|she|i)(?:'s| is| am)? ?|might be |may be |could be )having (?:a |another )?(?:heart attack|stroke|seizure|allergic reaction)\b`,
  String.raw`\bis (?:that|this|it) (?:a )?(?:heart attack|stroke)\b`,
  String.raw`\b(?:face|mouth|smile) (?:is )?droop\w*\b`,
  String.raw`\bslurr(?:ed|ing)\b`,
  String.raw`\b(?:bleeding (?:a lot|heavily|badly|everywhere)|won'?t stop bleeding|lots of blood)\b`,
  String.raw`\b(?:throat|tongue|lips?|face)(?: and (?:her |his )?(?:throat|tongue|lips?|face|eyes))? (?:is |are |r )?(?:swelling|swollen|closing)\b`,
  String.raw`\bblood\b.{0,40}\b(?:won'?t|wont|will not|doesn'?t|not) stop\b|\bsoak(?:ing|ed) (?:thru|through)\b`,
  String.raw`\b(?:turning|turned|went|going|look(?:s|ing)?)(?: kinda| kind of| really| a little| slightly| all)? (?:blue|purple|gr[ae]y)\b|\blips (?:are |r |look |looking |is )?(?:blue|purple|gr[ae]y)\b`,
  // Fire and fumes now, an overdose under way.
  String.raw`\b(?:co|carbon monoxide|smoke|fire) (?:alarm|detector)s? (?:is |are |keeps |started )?(?:going off|beeping|chirping|sounding|screaming|went off)\b|\bsmoke (?:is )?(?:coming|pouring|filling|everywhere)\b|\b(?:house|kitchen|garage|basement|room|building|car) (?:is |caught )?on fire\b|\bcaught fire\b`,
  String.raw`\bod'?ing\b|\bo\.?d\.?-?ing\b`,
  String.raw`\bworst headache\b`,
  // "Says he'll put a bullet in me… knows where my office is"; bruises and fear of the son who handles her money.
  String.raw`\b(?:he|she|they|husband|wife|son|guy)(?:'ll| will| gonna| going to| said he'?d| says he'?ll| threaten\w* to)\b.{0,25}\b(?:put a bullet in|shoot|come after|beat up) (?:me|you|us)\b(?! if)|\bbruis\w*\b.{0,100}\b(?:scared|afraid|terrified|frightened)\b|\b(?:scared|afraid|terrified|frightened) of (?:him|her|them|her son|his son|her daughter)\b.{0,100}\bbruis\w*`,
  String.raw`\bfoam\w* at (?:the |his |her )?mouth\b`,
  // "CO alarm keeps beepin… whole family has headaches", "grabbed a kitchen knife".
  String.raw`\b(?:co|carbon monoxide) (?:alarm|detector)s? (?:\w+ ){0,2}(?:beep\w*|going off|went off|chirp\w*)\b|\b(?:grabbed|pulled|waving) (?:a |the |his |her )?(?!nail|staple|glue|heat|baseball|softball|paint|caulk)\w+ (?:knife|gun|pistol|machete|bat|hammer)\b`,
  // "Smells super strong like gas in the house", "took 'all of them' an hour ago… voice getting slow".
  String.raw`^(?!.*\b(?:always|every ?day|deliver\w*|at work|for work|his job|her job|his truck|her truck)\b).*\bsmell\w*\b.{0,30}\b(?:gas|rotten eggs?|propane)\b(?! (?:station|bill|card|mileage|money|prices?))`,
  String.raw`\btook (?:all|every one|the rest) of (?:them|those|it)\b.{0,80}\b(?:sleepy|drowsy|slow|slurr\w*|groggy|can'?t stay awake|passing out|(?:an|1|one|2|two) hours? ago|minutes ago)\b`,
  // "Left side of her face just slid down, words coming out mushy", "arm is asleep" beside a face change.
  String.raw`\b(?:face|mouth|smile) (?:just |kinda |kind of |sort of |sorta |suddenly )?(?:slid|sliding|sagg\w*|drooping|droop\w*|fell|falling|went slack)(?: down| to one side| on one side)\b|\b(?:left|right|one) side of (?:her|his|my) (?:face|mouth)\b.{0,20}\b(?:slid|sagg\w*|droop\w*|fell|falling|went)\b|\bwords? (?:\w+ ){0,3}(?:mushy|slurred|garbled|jumbled)\b`,
  // "Feels like somebody parked a truck on my chest", "pain going up into my jaw".
  String.raw`\b(?:truck|car|elephant|weight|ton of bricks)\b.{0,25}\bon (?:my|his|her) chest\b|\bpain\b.{0,25}\b(?:into|up to|down) (?:my|his|her) (?:jaw|left arm|arm)\b`,
  // "Went stiff then started jerking all over, not answering me".
  String.raw`\b(?:went|going|gone) stiff\b.{0,60}\b(?:jerk\w*|shak\w*|twitch\w*)\b|\bjerking all over\b`,
  // "Smacked her head… now she's asking the same thing over and over and threw up".
  String.raw`\b(?:smack|hit|crack|bump)\w* (?:his|her|their|my) head\b.{0,120}\b(?:threw up|throwing up|vomit\w*|same thing over and over|passed out|won'?t wake)\b`,
  // "Generator running in the attached garage… pounding headaches, nauseous and confused".
  String.raw`\bgenerator\b.{0,30}\b(?:running|on)\b.{0,40}\b(?:garage|inside|basement|indoors)\b.{0,120}\b(?:headaches?|nause\w*|dizzy|woozy|confused)\b`,
  String.raw`\b(?:is |isn'?t |not |he'?s not |she'?s not |hes not |shes not )?(?:not )?moving\b(?=.{0,40}\b(?:bleed\w*|blood|breath\w*|fell|fall|hit)\b)|\b(?:he'?s|she'?s|hes|shes|is) not moving\b`,
  String.raw`\b(?:head|face|he|she) (?:is |was )?bleeding\b`,
  String.raw`\b(?:a lot of|so much|tons of) blood\b`,
  String.raw`\bsmells? (?:like |of )?(?:gas|rotten eggs?)\b|\b(?:strong |a )?gas smell\b|\bsmell(?:ing)? (?:of )?gas\b|\bgas leak\b|\bcarbon monoxide\b|\b(?:co|carbon monoxide) (?:alarm|detector) (?:is )?(?:going off|beeping)\b`,
  String.raw`\bfell (?:down|off) (?:the |a )?(?:\w+ )?(?:stairs|steps|ladder|roof)\b.{0,60}\b(?:not|isn'?t|isnt|won'?t|bleed\w*|unconscious|hurt|can'?t)\b`,
  String.raw`\b(?:elephant|crushing|squeezing)\b.{0,30}\bchest\b|\bchest\b.{0,30}\b(?:elephant|crushing|squeezing)\b`,
  String.raw`\b(?:isn'?t|not) making (?:any )?sense\b`,
  String.raw`\bhaving a seizure\b|\bseizing\b`,
  String.raw`\b(?:grabbing|clutching|holding|grabbed|clutched|grabs|clutches) (?:his|her|their|my) (?:chest|left arm)\b`,
  String.raw`\bslump(?:ed|ing|s)? (?:over|down|forward)\b|\bkeeled over\b`,
  // Someone threatened in the room, a child who swallowed something, blood brought up, a seizure seen.
  String.raw`\b(?:he|she|hes|shes|they|husband|wife|son|daughter|boyfriend|girlfriend|someone|somebody|guy|man)(?:'s| is| says he'?s| says she'?s| says he| says she)?(?:'ll| will| gonna| going to| threaten\w* to) (?:(?:hurt|kill|hit|beat|shoot|stab) (?:her|him|them|us|everyone|me(?! if))|end (?:both of us|us all|all of us|everyone|you all))\b`,
  String.raw`\b(?:swallowed|ate|got into|drank|chewed)\b.{0,30}\bunder the (?:sink|counter)\b.{0,60}\b(?:vomit\w*|throwing up|bleach|cleaner|detergent|poison)\b`,
  String.raw`\b(?:swallowed|ate|got into|drank|chewed)\b.{0,40}\b(?:pills?|pill organizer|meds|medicines?|medications?|button batter(?:y|ies)|batter(?:y|ies)|bleach|detergent|pods?|antifreeze|rat poison|cleaner)\b|\bbutton batter(?:y|ies)\b`,
  String.raw`\b(?:threw|throwing|throws|vomit\w*|coughing|coughed|spitting) up blood\b|\bblood (?:in|from) (?:his|her) (?:vomit|mouth)\b`,
  String.raw`\beyes (?:rolled|rolling) back\b|\b(?:went|goes) down mid[- ]?sentence\b|\bconvuls\w*\b`,
  String.raw`\b(?:arm|leg|side|hand) (?:just )?(?:went|is|going|gone) (?:limp|dead)\b|\bwords? (?:are |is )?coming out (?:wrong|weird|funny|jumbled)\b|\bcan'?t (?:lift|raise) (?:his|her|my) (?:arm|leg)\b`,
  String.raw`\bcan'?t finish (?:a |her |his )?sentences?\b|\binhaler (?:is )?(?:not|isn'?t|aint) (?:doing anything|working|helping)\b`,
  String.raw`\b(?:fell|fall|fallen)\b.{0,60}\b(?:can'?t|cannot|won'?t|unable to) (?:get up|stand|move)\b`,
  String.raw`\b(?:bee |wasp )?sting\w*\b.{0,60}\b(?:hives|swell\w*|hoarse|breath\w*|throat)\b|\b(?:hives|welts) (?:everywhere|all over)\b|\bvoice (?:is )?(?:getting )?hoarse\b`,
  String.raw`\bburn(?:ed|t) (?:his|her|my) \w+ (?:bad|badly|really bad)\b|\bskin (?:is )?peeling off\b`,
  String.raw`\b(?:gonna|going to|about to|went to|ran to|left to|says (?:he'?s|she'?s|hes|shes) (?:gonna|going to)) (?:go )?(?:get|grab) (?:his|her|a|the|their) (?:gun|knife|rifle|pistol|shotgun|weapon)\b(?! (?:permit|license|licence|safe|case|cleaned|registered|for (?:hunting|deer|the season)))(?!.{0,20}\bhunting\b)|\b(?:has|with|pulled|pulling|holding|waving|pointing) (?:out )?(?:a |his |her )?(?:gun|knife|weapon|pistol|rifle)\b|\b(?:hitting|beating|choking|strangling|attacking|threatening to (?:kill|hurt)) (?:her|him|me|them)\b(?! (?:with|w|up)\b)|\bdomestic violence\b|\bbreaking in\b|\bshots? fired\b`,
);
/**
 * Breath that will not come, a wound or a burn: an emergency told as happening, but also how chronic
 * conditions are described ("throat feels tight when pollen is high", "eczema, skin peeling").
 */
const DANGER_IF_NOW = any(
  String.raw`\b(?:he|she|they|him|her|client|husband|wife|son|daughter|kid|baby|dad|mom)\b.{0,40}\b(?:shaking|jerking|twitching) all over\b|\b(?:lips?|eyes|face|tongue)\b.{0,25}\b(?:swelling|swollen)\b.{0,40}\bwheez\w*|\bthroat (?:feels |is |getting |keeps )?(?:tight|closing|closing up|swelling|swollen)\b|\bcan'?t (?:get|take|catch) a (?:full|deep|good) breath\b|\bbarely breathing\b|\bbreathing (?:is )?(?:really |very )?shallow\b`,
  String.raw`\bblood (?:is )?(?:spurting|gushing|pouring|squirting)\b|\bsoaked (?:through|in blood)\b|\bbleeding (?:from|out of) (?:his|her|the|their) (?:ears?|eyes?)\b`,
  String.raw`\bskin\b.{0,30}\b(?:blister\w*|peeling off|melting|charred|bubbling)\b|\b(?:spilled|poured|dropped|knocked)\b.{0,20}\bboiling (?:water|oil|grease)\b`,
);
/** The conditions and times that make a DANGER_IF_NOW description a history, not an event. */
const LIVES_WITH =
  /\b(?:when (?:the )?(?:pollen|allergies|it'?s (?:cold|hot|humid))|at night|on (?:the )?stairs|per (?:her|his|their) (?:daughter|son|wife|husband|doctor)|as a (?:kid|child|teen)|growing up|eczema|psoriasis|dermatitis|dialysis|copd|emphysema|asthma\w*|hospice|sometimes|often|usually|preferred|rate class|underwrit\w*|insurable|qualif\w*)\b/i;

/** Symptoms that are an emergency when happening now (or two at once). */
const SYMPTOM = any(
  String.raw`\bchest (?:pain|pains|pressure|tightness|is tight|hurts?|feels)\b|\bchest (?:has been|is|feels|was) (?:\w+ )?(?:tight|hurting|heavy|pounding)\b`,
  String.raw`\b(?:left arm|arm|jaw|left side|face|leg) (?:is |went |going |feels )?(?:numb|tingl\w*|weak)\b|\b(?:left arm|jaw|left shoulder) (?:is |has been |been |keeps )?(?:aching|achy|hurting|throbbing)\b|\bnumb(?:ness)? (?:in|down) (?:his|her|my|the) (?:arm|face|side|leg)\b`,
  String.raw`\bshort(?:ness)? of breath\b|\bout of breath\b`,
  String.raw`\b(?:hand|hands|fist) (?:on|over|pressed (?:to|against)|clutching) (?:his|her|my) chest\b`,
  String.raw`\bcan'?t (?:move|feel) (?:his|her|my) (?:arm|leg|side|face)\b`,
  String.raw`\bcan'?t see\b|\b(?:lost|losing) (?:his|her|my) (?:vision|sight)\b`,
  String.raw`\b(?:heart|pulse) (?:is )?(?:racing|pounding)\b`,
  String.raw`\b(?:going to|gonna|about to) pass out\b`,
  String.raw`\b(?:dizzy|confused|sweating|sweaty|vomiting|throwing up|shaky|shaking)\b`,
  String.raw`\bwheez\w* (?:real |really |so |very )?(?:bad|badly|hard)\b|\bcan'?t get (?:any )?air\b|\b(?:hip|leg|arm|ankle|wrist) (?:looks|is) (?:wrong|twisted|bent)\b`,
  String.raw`\bdoesn'?t (?:know|recognize) (?:where (?:she|he) is|who (?:i|she|he) (?:am|is)|her own|his own)\b`,
  String.raw`\bcan'?t feel (?:the |his |her |my )?(?:left|right) (?:side|arm|leg)\b|\bspeech (?:sounds |is |seems )?(?:off|slurred|weird|wrong|garbled|funny)\b|\bcan'?t (?:talk|speak|type) (?:right|straight|properly)\b`,
  String.raw`\b(?:head|room) is spinning\b|\b(?:one|left|right) side of (?:his|her|my) (?:face|body) (?:is )?(?:numb|drooping|weak)\b|\b(?:asking|says) the same thing over (?:and|n) over\b`,
  String.raw`\b(?:sugar|glucose) (?:is )?(?:super |really |very )?(?:low|high)\b`,
  String.raw`\b(?:fell|fall) and hit (?:his|her|my) head\b|\b(?:hit|smacked|banged|bumped|cracked|struck|slammed) (?:his|her|their|my) head\b`,
);
const URGENT = any(
  String.raw`\b(?:right now|just now|at the moment|on the phone|on the call|on a call|on (?:the |a |our )?(?:zoom|facetime|video)|during (?:the|our|my) call|mid[- ]call|while (?:we|i) (?:were|was|are) (?:talking|talkin|on)|in front of me|suddenly|all of a sudden|just started|started (?:having|feeling|to)|emergency|911|ambulance)\b`,
  String.raw`\b(?:is|he'?s|she'?s|hes|shes|i'?m|im|they'?re) (?:having|feeling|getting|complaining of|slurring|shaking)\b`,
  String.raw`\bjust (?:said|told|collapsed|passed)\b`,
  String.raw`\bstarted (?:like |about )?(?:\d+|a few|few) min(?:ute)?s? ago\b|\b(?:while|when) (?:i was|we were) (?:there|talking|on the phone)\b`,
  String.raw`\bon (?:the )?phone\b|\bmid[- ]?(?:app|application|call|appointment|appt|interview|presentation|sentence|health (?:qs|questions)|exam|signing|e-?sign)\b|\brn\b`,
  String.raw`\bwhat (?:do|should) i do\b|\bshould (?:i|we) call\b|\bhelp\b|\bnot answering (?:me|us)\b|\bit'?s been (?:like |about )?\d+ ?min`,
  String.raw`\bis (?:that|this|it) (?:serious|an emergency|normal|bad|a heart attack|a stroke)\b`,
);
/** The agent watching it happen ("sitting right across from him", "says to keep going", "still on the line"). */
const WITNESSED =
  /\b(?:sitting|standing|i'?m|im) (?:right )?(?:across from|next to|beside|in front of) (?:him|her)\b|\bright in front of me\b|\b(?:says|said|wants|tells me) (?:to |me to |we should )?keep going\b|\b(?:we'?re|we are|i'?m|im|i am) still on the (?:call|phone|line)\b/i;
/** Symptoms told as how the client lives ("most days", "when she climbs stairs"), not as happening now. */
const CHRONIC =
  /\b(?:most days|some days|sometimes|at times|on and off|every (?:morning|day|night|winter)|in the winter|when (?:she|he|they) (?:climbs?|walks?|exercises?|exerts?)|chronic|for years|since (?:19|20)\d\d|healed|fully recovered|recovered|history|hx|(?<!expired |expires |exp |expiring )(?:19|20)\d\d|(?:last|most recent|latest)\b[^.?!]{0,30}\b(?:19|20)\d\d|(?:seizures?|attack|stroke|episode|event|reaction|dx|diagnosed|surgery|fall) (?:in |back in )?(?:19|20)\d\d)\b/i;
/** "Got shaky and sweaty halfway thru the app": two symptoms while the agent is with the client. */
const MIDWAY =
  /\b(?:halfway|half way|midway) (?:thru|through|into)\b|\bin the middle of (?:the |our |my |a )?(?:app|application|call|interview|presentation|zoom|appointment|appt)\b/i;
/** Symptoms told as happening ("says his chest is tight") outweigh the app being mentioned. */
const PRESENT_TENSE =
  /\b(?:says|said|is|are|feels|feeling|keeps|started|starting|now|today|tonight|this morning|currently)\b|\b(?:he|she|they|i)'?(?:s|re|m)\b/i;
const PAST_EVENT =
  /\b(?:had|history of|hx|diagnosed|years? ago|yrs? ago|months? ago|last (?:year|month)|in (?:19|20)\d\d|back in|previous|prior|used to|in the past)\b/i;
const TOLD_AS_HISTORY =
  /\b(?:had|history of|hx|diagnosed|years? ago|yrs? ago|months? ago|last (?:year|month)|in (?:19|20)\d\d|back in|previous|prior|used to|in the past)\b|\b(?:underwrit\w*|insurable|rate class|qualif\w*|carrier|policy|application|app)\b/i;

const SUICIDE_RISK = any(
  // "Just cancel it, wont need it after tonight": no need of the policy past a near moment.
  String.raw`\b(?:won'?t|wont|will not|not gonna|(?:don'?t|dont) think (?:i|he|she)(?:'ll| will)) need (?:it|this|the policy|insurance|coverage|anything|(?:the |my |his |her )?money) (?:after|past|by|beyond) (?:tonight|tomorrow|this weekend|today|friday|monday|tuesday|wednesday|thursday|saturday|sunday)\b(?![^.?!]{0,12}\b(?:bc|because|cuz|since|as|when)\b)`,
  // "Thanks for everything, make sure the kids get the check. tell them im sorry": a farewell, not an apology for a late call.
  String.raw`^(?=.*\btell (?:them|everyone|the kids) (?:i'?m |im |i am )?sorry\b)(?=.*\b(?:thanks for everything|make sure (?:the kids|my kids|they|she|he) gets?|goodbye|love (?:them|you) all)\b)`,
  // "Thanks for everything, bene is all set, wont need the policy much longer" and now silence.
  String.raw`^(?=.*\b(?:won'?t|wont|will not) (?:be )?need(?:ing)? (?:it|the policy|this|coverage|insurance|(?:the |my |his |her )?money) (?:much|any) longer\b(?![^.?!]{0,30}\b(?:bc|because|cuz|since|as|once|when|now that)\b))(?=.*\b(?:thanks for everything|not answering|isn'?t answering|isnt answering|stopped answering|won'?t answer|bene\w* (?:is )?(?:all )?set|goodbye|love (?:you|them))\b)`,
  String.raw`\b(?:kill|hurt|harm)(?:s|ed|ing)? (?:him|her|my|them)sel(?:f|ves)\b|\bkill(?:ing)? myself\b|\bkilling (?:him|her)self\b`,
  String.raw`\bsuicid(?:e|al)\b`,
  String.raw`\bend(?:s|ing)? (?:it all|things|(?:his|her|my|their) (?:own )?life)\b|\bend(?:s|ing)? it\b`,
  String.raw`\b(?:pills?|meds|gun|rope) (?:are |is )?(?:right )?(?:next to|beside|in front of|with) (?:him|her|me|them)\b`,
  String.raw`\b(?:wants?|wanted|going|gonna|ready) to die\b`,
  String.raw`\b(?:doesn'?t|don'?t|does not|do not|dont|doesnt) (?:want to|wanna) (?:live|be alive|be here|wake up)\b`,
  String.raw`\bno (?:point|reason) (?:in |to )?(?:living|live|going on|being here)\b|\bwhat'?s the point\b`,
  String.raw`\bbetter off (?:dead|without (?:me|him|her))\b`,
  String.raw`\btake (?:my|his|her|their) (?:own )?life\b`,
  String.raw`\bself[- ]harm\b`,
  String.raw`\b(?:doesn'?t|does not|don'?t|do not|can'?t) see (?:the|any) point(?: anymore| in (?:living|going on))?\b|\bpills? (?:saved|stashed|stockpiled|hoarded)(?: up)?\b|\bsav(?:ed|ing) up (?:his |her |my )?pills\b`,
  String.raw`\b(?:pills?|meds) (?:all )?(?:counted|lined|laid) (?:out|up)\b|\b(?:has|got|have) (?:the |his |her )?(?:pills?|gun|rope) (?:ready|counted)\b`,
  String.raw`\b(?:gave|giving|gives|give) (?:away )?(?:all )?(?:of )?(?:his|her|their|my) (?:dog|cat|pets?|guns?|things|stuff|belongings|tools|possessions|stuff|collection|prized \w+|watch|truck|car)\b`,
  String.raw`\b(?:doesn'?t|don'?t|not|never) wake up\W{0,3} on purpose\b|\bon purpose\b.{0,40}\b(?:die|dies|dead|not wake up|end it)\b`,
  String.raw`\bdrive (?:my |his |her |the )?(?:car |truck )?(?:into|off) (?:a |the )?(?:lake|river|bridge|cliff|wall|tree|ocean|bay)\b`,
  String.raw`\b(?:texted|messaged|called|emailed|sent) (?:me |us )?(?:a )?goodbye\b|\bsaid goodbye\b|\bthis is goodbye\b|\bafter (?:that|friday|monday|tuesday|wednesday|thursday|saturday|sunday|this week(?:end)?|tonight|tomorrow),? it (?:wont|won'?t|will not|doesn'?t|does not) matter\b|\bwon'?t be needing (?:it|them|this|anything) where (?:i'?m|im|he'?s|she'?s) going\b|\b(?:not|doesn'?t|don'?t) want(?:ing)? to be here\b(?! for| at| on| during| when| while| in)|\btell my (?:daughter|son|kids|wife|husband|family|mom|dad) i love (?:her|him|them|you)\b`,
  // "A bottle of her sleeping pills on my desk… if i take them tonight": the means and the moment.
  String.raw`\b(?:pills?|bottle|meds)\b.{0,100}\bif i (?:take|swallow) (?:them|all of them|it all)\b|\bif i (?:take|swallow) (?:all )?(?:the|my|her|his) (?:whole )?(?:bottle|pills|meds)\b|\b(?:bottle|handful) of (?:\w+ ){0,3}(?:pills|meds)\b.{0,80}\b(?:tonight|take them|end it|i'?m done|im done)\b`,
  // "After tonight they can have it all, im done": a farewell with a time or a handing-over beside it.
  String.raw`^(?=.*\b(?:i'?m|im|i am|(?:she|he)'?s|shes|hes|she is|he is) (?:done|finished|through)\b(?! (?:with|w\/|for|on|at|by|dialing|calling)\b))(?=.*\b(?:can have (?:it all|everything|all of it|all my stuff)|goodbye)\b)`,
  String.raw`\b(?:i'?m|im|i am|(?:she|he)'?s|shes|hes|she is|he is) ['"‘“]?done with (?:life|living|it all)(?=\s*(?:[.,!?'"’”]|$))`,
  String.raw`\b(?:won'?t|will not|not gonna|wont) be (?:around|here)\b|\btell (?:my|his|her) (?:kids|family|wife|husband|children) (?:i'?m |im )?sorry\b|\bsay(?:ing)? (?:my )?goodbyes?\b|\bgoodbye (?:note|letter)\b`,
);
/** "Does the policy pay for suicide?" is a contract question, unless a plan or a date is said. */
const SUICIDE_CONTRACT =
  /\b(?:suicide (?:clause|exclusion|provision|period)|pays? (?:out )?(?:for|on|if|after) (?:a )?suicide|suicide (?:in|within|after) (?:the )?(?:first )?(?:2|two|year)|covered?\b.*\bsuicide|suicide\b.*\b(?:covered|pay|payout|benefit|policy|claim)|attempted suicide|suicide attempt|history of)\b/i;
const SUICIDE_PLAN =
  /\b(?:next (?:week|month|year)|tonight|soon|this (?:week|month)|after (?:the policy|it'?s|i get|we get)|plans? to|planning|going to|gonna|wants? to|ready to|once the policy)\b/i;

// ── Misrepresentation and forgery ───────────────────────────────────────────────────────────────
/** Saying less or other than the truth to the carrier, or wondering whether it will be noticed. */
const DECEIVE = any(
  String.raw`\b(?:leave|leaving|left|keep|keeping) (?:(?:it|that|this|them|those|the \w+|his \w+|her \w+|their \w+|\w+) ){0,3}(?:off|(?<!\b(?:burning|burn|burnt|freaking|stressing|figure|find|work|sort|help|stand|hash) )out)\b`,
  String.raw`\b(?:omit|omitting|hide|hiding|conceal\w*|cover(?:ing)? up|lie|lying|fib|fudge|fudging|tweak|massage|shave|shaving|fake|faking|falsif\w*|misstate|misrepresent|pretend\w*|sneak\w*|slip (?:it|that|this) (?:by|through|past))\b`,
  String.raw`\b(?:not|don'?t|dont|doesn'?t|didn'?t|won'?t|never|without) (?:want to |need to |have to |gonna |to )?(?:mention\w*|disclos\w*|list\w*|includ\w*|bring\w* (?:it |that |this )?up|report\w*|admit\w*|check (?:the|that|a) box|tell\w* (?:them|the carrier|underwriting|the underwriter))\b`,
  String.raw`\b(?:just|simply|we(?:'ll| will| can)?|i(?:'ll| will| can)?|ill|(?:i'?m|im) (?:gonna|going to)|can (?:i|we|he|she)|should (?:i|we|he|she)|have (?:him|her|them)|tell (?:him|her|them|the client) to) (?:just )?(?:put|answer|mark|check|click|say|tick|select|fill in) (?:no|non[- ]?smoker|nonsmoker|non[- ]?tobacco|nope|n\/a)\b`,
  String.raw`\b(?:fill in|answer|mark|check|put) no (?:for|to|on) (?:all|every|everything|each)\b`,
  String.raw`\b(?:just )?(?:gonna|going to) (?:just )?(?:put|answer|mark|check|say|tick|click) (?:no|none|non[- ]?smoker|nonsmoker)\b|\b(?:mib|rx|mvr)\b (?:wont|won'?t|will not|doesn'?t|does not) (?:have|show|catch|see)\b`,
  // "He pays premiums and he's the beneficiary, the seniors each get 5k cash": a stranger-owned policy.
  String.raw`\bpays? (?:the |all the )?premiums?\b.{0,60}\b(?:he'?s|she'?s|they'?re|is|are) the (?:bene\w*|owner)\b.{0,80}\b(?:cash|\$\d|\d+k|paid|get)\b`,
  String.raw`^(?!.*\b(?:never (?:smoked|used|vaped|chewed|had)|(?:question|app|it) (?:only )?asks? (?:about )?(?:the )?(?:last |past )?\d+ (?:months?|years?|yrs?))\b).*\b(?:ok|okay|fine|alright|cool|good) (?:to|if (?:i|we|he|she)) (?:just )?(?:check|put|mark|say|answer|tick|click|select) (?:no|non[- ]?smoker|nonsmoker|non[- ]?tobacco)\b`,
  String.raw`\b(?:put|mark|list|write|rate|classify|submit|tell the carrier|say)\b.{0,25}\b(?:as (?:a )?|(?:he|she)'?s (?:a )?|is (?:a )?)non[- ]?(?:smoker|tobacco)\b`,
  String.raw`\b(?:just|can i|could i|should i|i'?ll|ill|i will|we'?ll|we will|gonna|going to)\s+(?:just\s+)?(?:put|write|list|enter|say|mark)\s+(?:down\s+)?(?:him |her )?(?:as |at )?\d{2,3}\b`,
  String.raw`\bstop (?:filling|taking|refilling) (?:his|her|the|their) \w+ (?:for|until|before)\b`,
  String.raw`\b(?:bring|use|swap|substitute|submit|hand in) (?:in )?(?:his |her |their |someone else'?s |somebody'?s |a |my )?(?:\w+'?s )?(?:pee|urine|sample|blood)\b.{0,40}\b(?:exam|paramed|labs?|test|swab)\b`,
  String.raw`^(?=.*\b(?:non[- ]?(?:smoker|tobacco)|nonsmoker|no on|says? no|mark no|pref\w*|nt|know|clean|catch|clears?)\b).*\b(?:lay off|lays off|stop|stops|quit|quits|skip|hold off on|cut out) (?:the )?(?:vape|vaping|cigs|cigarettes|smoking|dip|chew|nicotine|weed|for a (?:couple|few) (?:wks|weeks|days))\b.{0,40}\bbefore (?:the )?(?:swab|exam|paramed|labs?|test|blood ?work|cotinine)\b|\b(?:trick|hack|way) to (?:pass|beat|fool|get past) (?:the )?(?:cotinine|nicotine|swab) (?:swab|test|screen)?\b|\bflush (?:it|his system|her system|the nicotine|the thc)\b`,
  // "I'd jump on the call as him", "how should i word the answers so it goes smooth".
  String.raw`\b(?:jump|get|hop) on the (?:call|interview|phone) as (?:him|her|them|the client)\b(?!'?s| agent| interpreter| translator)|\b(?:tell|have) (?:her|him|them) (?:she|he|they) (?:doesn'?t|don'?t|does not|do not) have to ['"“]?remember (?:those|that|it|them|the (?:er|hospital|visits?|trips?|stays?))\b`,
  // "Tell him they're about to get downgraded and might not pay claims so he moves it to mine".
  String.raw`\btell (?:him|her|them|the client)\b.{0,60}\b(?:(?:about to|gonna|going to|might|will) (?:get |be )?downgraded|going under|might not pay|won'?t pay claims|belly up|insolvent)\b.{0,60}\b(?:moves?|switch\w*|replace\w*|rewrite|to mine|with me)\b`,
  // "Word the insurable interest part so it sails thru", a stranger owning a senior's policy.
  String.raw`\b(?:word|phrase|handle)\b.{0,30}\binsurable interest\b.{0,40}\b(?:sails?|slides?|gets?|goes?) (?:thru|through|by)\b|\bnot related\b.{0,40}\b(?:owner|bene\w*)\b.{0,60}\binsurable interest\b`,
  // "If i put 150k on income", "use her addy".
  String.raw`\bif i put \$?\d+(?:,\d{3})*\s*k? (?:on|for|as) (?:the )?(?:income|salary)\b.{0,60}\b(?:pull|check|verify|know|find out|catch)\b|\buse (?:his|her|their|my) (?:cousin|sister|brother|friend|aunt|uncle|mom|dad|mother|father|son|daughter|relative)'?s? (?:\w+ )?(?:addy|address)\b|\b(?:cousin|sister|brother|friend|aunt|uncle)\b.{0,40}\buse (?:her|his|their) (?:addy|address)\b`,
  String.raw`\b(?:put|use|list|write) (?:his|her|their|my|a) (?:friend|brother|sister|cousin|mom|dad|mother|father|son|daughter|relative|parent|aunt|uncle|buddy)'?s? (?:\w+ )?address\b(?! as (?:the |a )?(?:secondary|third[- ]party|mailing|second|alternate) (?:addressee|contact|notice|designee))`,
  // "Ill have him quit a week before the exam so the cotinine comes back clean": a test gamed, not a quit.
  String.raw`\bso (?:the |his |her |their |that |it )?(?:cotinine|nicotine|urine|swab|blood|drug|lab|labs|test|it)\b[^.?!]{0,20}\b(?:comes?|come) back (?:clean|negative|clear)\b|\b(?:beat|fool|trick|game) the (?:cotinine|nicotine|urine|drug|swab|blood) (?:test|screen|check)\b|\bpass the (?:cotinine|nicotine) (?:test|swab|screen)\b`,
  String.raw`\b(?:stop|quit|skip|come off|go off|get off) (?:taking )?(?:his|her|their|the) (?:\w+ ){1,2}(?:for (?:a |about |like )?(?:couple|few|\d+) (?:\w+ )?(?:days?|weeks?|months?) )?(?:before|until|ahead of) (?:the |his |her )?(?:exam|paramed|labs?|blood ?work|app(?:lication)?|underwriting)\b|\bso (?:it'?s|its|it is) not in (?:his|her|the) (?:blood|system|urine|labs?)\b`,
  String.raw`\b(?:he|she|they|nobody|no one|the carrier|underwriting|they'?ll|it)(?:'ll| will| would)? (?:never|not|won'?t) (?:know|find out|catch it|check|see it|notice|show)\b`,
  String.raw`\bleave (?:it|that|this|the (?:\w+ ){0,3}(?:question|questionnaire|answer|box|section|form|part|page)) (?:blank|empty|unanswered)\b(?=.*\b(?:know|notice|find out|catch|declin\w*|health|medical|tobacco|smok\w*|condition|diagnos\w*|dui|felony|avocation|hobby|flat extra|rating|rated|hit)\b)`,
  String.raw`\b(?:will|would|could|can|how would) (?:the carrier|they|underwriting|the underwriter|it|anyone) (?:find out|catch|know|tell|see it)\b|\bodds (?:they|it) (?:catch|find|show)\w*\b|\bnever (?:know|find out)\b`,
  String.raw`\bunder the radar\b|\bclose enough\b`,
  // "Between jobs but wants 750k, can i put his old 90k salary": an income he no longer earns, as his income.
  // Only when he no longer earns it, or it is chosen to get the case through ("do i put his old salary or
  // the new one" after a job change is an honest question).
  String.raw`\b(?:between jobs|unemployed|laid off|lost (?:his|her|their) job|not working|out of work)\b.{0,80}\b(?:put|list|write|use|enter|say|claim|show)\s+(?:down\s+)?(?:his|her|their|the)\s+(?:old|previous|former|last|prior)\s+(?:\$?\d+(?:,\d{3})*\s*k?\s+)?(?:salary|income|earnings|pay)\b|\b(?:put|list|write|use|enter|say|claim|show)\s+(?:down\s+)?(?:his|her|their|the)\s+(?:old|previous|former|last|prior)\s+(?:\$?\d+(?:,\d{3})*\s*k?\s+)?(?:salary|income|earnings|pay)\b[^?.]{0,30}\bso (?:it|he|she|they|the case|the app)\b`,
  // "What if we just dont mark it as a replacement": hiding the replacement from both carriers.
  String.raw`\b(?:just|can (?:i|we)(?: just)?|what if (?:i|we)(?: just)?|let'?s(?: just)?|we(?:'ll| will)? just|i(?:'ll| will)? just)\s+(?:not|don'?t|dont|do not|never|skip)\s+(?:mark|check|call|list|report|treat|count)(?:ing)?\s+(?:it|this|that|the \w+)\s+as\s+(?:a\s+)?replacement\b`,
  // "Do i really have to mark replacement? it just slows everything down": the form skipped for speed.
  String.raw`\b(?:do|must|should) (?:i|we) (?:really|actually|even) (?:have|need) to (?:mark|check|call|list|report|treat|count|disclose|do|file|fill out)\b.{0,25}\breplacement\b.{0,80}\b(?:slows?|hassle|pain|takes forever|delay\w*|annoying|headache|extra paperwork|kills? the (?:deal|sale))\b(?![^?]*\b(?:do it right|by the book|properly)\b)|\b(?:skip|avoid|get around|rather not (?:mark|do|fill out|check))\b.{0,20}\breplacement (?:part|form|forms|paperwork|question|box|notice)?\b|\brather not mark (?:it as )?(?:a )?replacement\b`,
  // "How should i word the heart question so he answers no".
  String.raw`\b(?:word|phrase|read|ask)\b (?:the |that |this )?(?:\w+ )?(?:question|q)\b.{0,20}\bso (?:he|she|they) (?:can |could |will )?(?:technically |just |still )?(?:answers?|says?|puts?|checks?|marks?) (?:no|yes|none)\b(?![^?]*\b(?:truly|really|honestly|actually) (?:never|doesn'?t|does not|hasn'?t|didn'?t)\b)|\b(?:word|phrase|read)\b (?:the |that |this )?(?:\w+ )?(?:question|q)\b.{0,20}\bso (?:it'?s|its|it is|the answer is|it comes out) (?:a )?(?:no|yes|none)\b`,
  // "Phrase the health qs so my FE clients dont realize the copd thing counts".
  String.raw`\b(?:word|phrase|read|ask|explain)\b.{0,40}\bso (?:he|she|they|(?:my |the )?(?:\w+ )?clients?)\b.{0,10}\b(?:don'?t|dont|won'?t|wont|doesn'?t|never) (?:realize|notice|know|see|catch|understand)\b`,
  // "Tell client to forget his hep c on the interview", "no need to update UW since its already in".
  String.raw`\b(?:tell|have|get|coach|ask) (?:the |my )?(?:client|him|her|them) (?:to )?(?:just )?(?:forget|not mention|leave out|skip over|downplay|play down)\b|\b(?:already submitted|submitted|pending|in underwriting|not (?:yet )?(?:issued|delivered|approved)|before (?:delivery|it'?s (?:issued|delivered)))\b.{0,80}\b(?:no need to (?:update|tell|notify|inform|amend|correct)|(?:don'?t|dont|do not) (?:need|have) to (?:update|tell|notify|inform|amend))\b`,
  // Filling the health answers in for the client, or changing an answer without the applicant's initials.
  String.raw`\bfill (?:in|out) (?:the |his |her |all the )?(?:health |medical )?(?:answers|questions|qs|app)\b.{0,15}\b(?:myself|for (?:him|her|them))\b|\bwhite[- ]?out\b|\b(?:change|write|cross out)\b.{0,40}\b(?:w\/o|without) (?:her|his|their|the client'?s|the insured'?s) (?:initials|signature|knowing|knowledge|consent|ok)\b`,
  String.raw`\b(?:put|list|write|enter|make|change) (?:his|her|their|the) (?:birthday|bday|birth date|dob)\b.{0,20}\b(?:later|earlier|off|younger|older)\b|\b(?:a year|\d+ (?:months?|years?)) (?:later|earlier|younger)\b.{0,30}\b(?:won'?t|wont|doesn'?t|nobody|she|he)\b.{0,15}\b(?:care|know|notice|matter)\b`,
  // "Just round her a1c down to 7, its 8.3".
  String.raw`\b(?:round|knock|shave|fudge|tweak)\w* (?:his|her|their|the) (?:\w+ )?(?:a1c|weight|height|age|income|bp|number|numbers|date|dob) (?:down|up|off)\b`,
  // "If she just says 25 months we avoid the graded plan right?": an answer chosen for its outcome.
  String.raw`\bif (?:he|she|they|we|i) (?:just )?(?:says?|puts?|writes?|lists?|answers?|rounds?|tells? (?:them|the carrier|underwriting)(?! about| the truth| everything))\s+(?:it was |it'?s |its |that |(?:he|she)(?:'s| was| is) )?(?:\d|no\b|none\b|non[- ]?\w+|never|only|under|less)[^.?!]{0,40}\b(?:we|he|she|they|it)(?:'ll| will| can| would|'d)? (?:avoid|skip|dodge|get (?:level|preferred|standard|approved|around)|qualify for|stay (?:level|out of)|beat|miss)\b`,
  String.raw`\b(?:nobody|no one|they|the carrier|underwriting) (?:really |even |ever |actually )?checks?\b|\bcan (?:we|i) (?:just )?say (?:it was |he had |she had )?(?:\d+|a few|two|three) ?(?:mo|mos|months?|yrs?|years?) ago\b`,
  String.raw`\bso (?:it|the app|the case|he|she) (?:goes|gets|get|go) (?:thru|through|approved|issued)\b`,
  // "How do I tell him to answer the tobacco q so it comes out non smoker": coaching the answer.
  String.raw`\b(?:put|say|answer|mark|tell|write|list|word|check)\b[^.?!]{0,60}\bso (?:it|he|she|they|the app|the answer) (?:comes? out|shows?|reads?|looks?|counts?) (?:as )?(?:a )?(?:non[- ]?(?:smoker|tobacco)|level|preferred|standard|clean)\b`,
  String.raw`\b(?:write|put|use|date it) (?:last (?:week|month|year)'?s?|an earlier|a (?:prior|past|earlier|backdated)) date\b`,
  String.raw`\b(?:wants?|wanted|asked|asking|asks|told) me to (?:just )?(?:put|write|list|mark|say|leave|enter|fudge|round|lower|drop|change)\b`,
  String.raw`\b(?:twin|brother|bro|sister|sis|friend|cousin|someone else|somebody else|buddy|son|daughter) (?:could |can |to |will |should )?(?:just )?(?:go |come )?(?:and )?(?:do|does|take|takes|go to|sit for|pee for|give|stand in for) (?:the |his |her |a )?(?:paramed|exam|blood|urine|labs?|sample|interview|phone interview|swab)\b`,
  String.raw`\b(?:can|could|should|will) (?:he|she|they|his \w+|her \w+)\s+(?:just\s+)?(?:do|take|sit for|go to|pee for)\s+(?:the\s+)?(?:paramed|exam|blood ?draw|blood|urine|labs?)\b.{0,25}\bfor (?:him|her|them|the client|my client)\b`,
  String.raw`\b(?:nobody|no one|they|the carrier|anyone)(?: would| will|'ll)? ever (?:know|find out|check|notice)\b`,
  // "Her son can do the phone interview as her", "can he just answer the health qs for her": a stand-in.
  String.raw`\b(?:do|take|handle|get through)\b (?:the |his |her |their )?(?:phone |tele-?)?interview (?:as|pretending to be|posing as|in place of|instead of) (?:her|him|them|the client|the insured|(?:his|her|their) (?:mom|mother|dad|father|wife|husband))\b`,
  // Not when the applicant only needs help hearing or understanding ("mom is sharp just hard of hearing").
  String.raw`^(?!.*\b(?:hard of hearing|hearing aids?|can'?t hear|deaf|doesn'?t speak english|speaks? (?:only )?spanish|interpret\w*|translat\w*)\b).*(?<!\bhelp (?:her|him|them) )\banswer (?:the |all the )?(?:health|medical) (?:questions|qs) (?:for|as|instead of) (?:her|him|them)\b(?![^.?!]{0,40}\b(?:read (?:them|it) to)\b)`,
  String.raw`\b(?:pose|posing|pretend\w*) (?:to be |as )(?:her|him|the client|the insured|(?:his|her) (?:mom|mother|dad|father|wife|husband))\b|\bbe (?:her|him) on the (?:phone|call|interview)\b`,
  String.raw`\binvestors?\b.{0,60}\b(?:pay|pays|paying|cover)\b.{0,30}\bpremiums?\b.{0,140}\b(?:buy|sell|sold|cash|after (?:2|two) (?:yrs?|years?)|keep|own the polic\w*)\b`,
  String.raw`\b(?:just )?(?:leave|keep) (?:it|that|the answer|the app) (?:like that|as is|that way|alone|so)\b`,
  String.raw`\bbut (?:we|i|he|she) (?:can|could|should|will|'ll)? ?(?:just )?(?:put|say|list|mark|write|call it)\b`,
  String.raw`\b(?:bump|inflate|pad|boost|raise|up|round up|juice) (?:up )?(?:his|her|their|the) (?:income|salary|net worth|earnings|assets)\b`,
  // "Put his income at 150k instead of 90": a figure that is not today's, however soon it may be.
  String.raw`\b(?:put|write|list|say|enter|show|claim|make)\s+(?:down\s+)?(?:his|her|their|the)\s+(?:income|salary|earnings|net worth)\s+(?:as|at|to)\s+\$?\d[\d,.]*\s*k?\b.{0,40}\b(?:instead of|rather than|even though|but (?:he|she|they) (?:only )?makes?|(?:he|she|they)(?:'ll| will) be making|will be making)\b`,
  // "Makes 40k… can i just put 100k income": a figure that is not the client's, written on the app.
  String.raw`\b(?:put|write|list|enter|say|use|claim|show)\s+(?:down\s+)?(?:(?:his|her|their|the) (?:income|salary) (?:as|at)\s+)?\$?\d+(?:,\d{3})*\s*k?\s*(?:income|salary|a year|\/yr|per year|annual)\b`,
  // "How do I word the height weight so he fits": reshaping the build to pass the chart.
  String.raw`\b(?:word|phrase|fudge|adjust|tweak|change|round|list|put)\b.{0,25}\b(?:height|weight|build|lbs)\b.{0,30}\bso (?:he|she|they|it|the client) (?:fits?|qualif\w*|gets?|pass\w*|makes?)\b`,
  String.raw`\b(?:put|use|list) (?:my|our|a friend'?s|his brother'?s|her sister'?s|a relative'?s) address (?:for|on|as)\b`,
  String.raw`\bsay no (?:on|to|for) the \w+ question\b|\banswer no (?:on|to|for) the \w+ question\b`,
  String.raw`\b(?:do|fake|record) (?:the |his |her |their )?voice (?:signature|authorization|verification)\b|\bpretend to be (?:him|her|the client)\b|\bsound like (?:him|her)\b`,
  String.raw`\bget (?:it|this|him|her|them|that|the app) past (?:the )?(?:underwriting|underwriter|carrier|rx(?: check)?|mib(?: check)?)\b|\bget (?:it|this|him|her|that) (?:through|by) (?:the rx check|the mib|mib)\b|\bget around (?:the )?(?:rx|mib|underwriting|exam|check|health questions)\b`,
  String.raw`\bkeep (?:it|that|this|them) from (?:showing|coming) up\b|\bfrom showing up\b`,
  String.raw`\bskip (?:it|that|the question|mentioning|listing|disclosing|the \w+ (?:question|questionnaire|form|section))\b`,
  String.raw`\b(?:rx|mib|mvr|exam|labs?|the check|background check|swab|cotinine|urine|blood test|test)(?: check| test)? (?:prob |prolly )?(?:won'?t|wont|will not|doesn'?t|does not|can'?t|cannot) (?:show|see|find|catch|pick (?:it|that) up|detect)\b`,
  String.raw`^(?!.*\b(?:never|truly|doesn'?t|does not|hasn'?t|has not|didn'?t|did not)\b).*\bjust (?:saying|answering|putting|marking|checking) (?:no|none|non[- ]?smoker)\b.{0,40}\b(?:saves?|easier|simpler|headache|hassle|faster)\b`,
  String.raw`\b(?:change|lower|drop|knock (?:off|down)|round down|shave off|adjust|move) (?:his|her|their|the) (?:weight|height|age|dob|date of birth|a1c|date)\b|\bknock (?:off|down) \d+ ?(?:lbs?|pounds)\b|\b(?:knock|take|shave) \d+ ?(?:lbs?|pounds)? off\b`,
  String.raw`\b(?:put|use|write|make|list|date|change)\b.{0,30}\bas the (?:app(?:lication)?|sign(?:ature|ed)?|effective|issue) date\b|\bapp(?:lication)? date\b.{0,60}\bactually\b`,
  String.raw`\bbackdat\w* (?:the )?(?:signature|app(?:lication)?|date (?:on|of) the (?:app|signature)|application date)\b`,
  String.raw`\b(?:app(?:lication)?|sign(?:ature|ed)?|effective) date (?:as|to|at|back to|back) (?:last (?:week|month)|a (?:week|month|few days) (?:ago|earlier|back)|an earlier|before)\b|\bso (?:it'?s|its|it is|it was|it looks) (?:dated )?before (?:his|her|their|the) (?:heart attack|diagnosis|dx|surgery|stroke|stent|hospital\w*|accident|dui|biopsy|\w+ (?:dx|diagnosis))\b`,
  String.raw`\b(?:use|put|give) (?:a |his |her )?(?:different|fake|wrong|false) (?:dob|date of birth|ssn|name|address|answers?|weight|height)\b`,
  String.raw`\b(?:put|list|write|enter|make) (?:his|her|their|the) (?:dob|date of birth|birth ?date|birth year|age) (?:down )?(?:as|at|to)\b`,
  String.raw`\b(?:under|in) (?:his|her|their|my client'?s|my clients|the client'?s|someone(?: else)?'?s|another person'?s|(?:his|her) (?:brother|sister|son|daughter|wife|husband|mom|dad)'?s) name\b|\buse (?:his|her) (?:brother|sister|son|daughter|wife|husband)'?s (?:health|info|name|medical)\b`,
  String.raw`\bsay (?:he|she|they) (?:doesn'?t|does not|don'?t|never|isn'?t|is not|quit)\b`,
  String.raw`\b(?:word|phrase) (?:it|this|the answer|the app) so\b|\bhow do i word it\b`,
  String.raw`\bput (?:him |her |them )?(?:down )?(?:as )?non[- ]?(?:smoker|tobacco)\b.{0,40}\b(?:quit|stop)\w* (?:right )?before\b|\b(?:quit|stop)\w* (?:right |just )?before the (?:exam|paramed|labs?|blood ?work|app(?:lication)?)\b.{0,40}\b(?:put|mark|say|check)\b.{0,15}\bnon[- ]?(?:smoker|tobacco)\b`,
  String.raw`\bdate (?:her|his|the|their|my client'?s) (?:signature|app(?:lication)?|sign(?:ed)? date)\b.{0,20}\b(?:last|earlier|back|before|prior)\b`,
  String.raw`\bwhat if (?:he|she|they) (?:just )?(?:says?|tells? (?:them|the carrier|underwriting|the examiner)|puts?) (?:he|she|they)(?:'s| is| was)? (?:quit|stopped|never|doesn'?t|does not|don'?t|non[- ]?smoker|non[- ]?tobacco)\b|\b(?:he|she|they) (?:can |could )?just says? (?:he|she|they) (?:quit|stopped|never|doesn'?t)\b`,
);
/** What a deception is about: the application and its checks, or a health or record fact. */
const APPLICATION = any(
  String.raw`\b(?:app|apps|application|e-?app|questionnaire|health questions?|medical questions?|knock[- ]?out|underwrit\w*|phone interview|interview\w*|tele[- ]?interview|health qs|medical qs|paramed|exam|carrier|form|box|part (?:1|2|one|two)|rx|mib|policy|insurer|the question|look[- ]?back|standard|preferred|class)\b`,
  String.raw`\b(?:smok\w*|tobacco|nicotine|vap\w*|duis?|dwis?|mvr|diagnos\w*|condition|birthday|bday|health answers?|medical answers?|meds?|medications?|prescriptions?|insulin|cancer|stent|heart|diabetes|a1c|weigh\w*|height|build|chart|bmi|dob|age|felony|hospital\w*|history|oxygen|copd|afib|stroke|bipolar|suboxone|xanax|lbs?|pounds|apply|applying|declin\w*|income|policies|salary|address|adls?|bathing|signature|replacement|stoli|ul|iul|investor|quit|quitting|inhaler|albuterol|pills?)\b`,
);
/** Questions about the rule rather than requests to break it. */
const HONEST =
  /\bis (?:it|the policy|that policy|her policy|his policy) (?:void|voided|still (?:good|valid)|valid|cancell?ed)(?: now)?\b|\b(?:denied|denial|rescinded|wants to sue|her chances|his chances)\b|\bwhat happens (?:if|when)\b|\bhow (?:will|would|does|do|is|are) (?:the carrier|carriers?|they|underwriting|the underwriter|underwriters?) (?:see|view|look at|read|treat|rate|handle)\b|\bwhat if (?:the |my )?(?:client|insured|he|she) (?:lied|hid|left|forgot)\b|\bcan (?:a |the )?carrier (?:still )?(?:deny|rescind|contest)\b|\bif (?:a|the|my) client (?:lied|left|forgot|hid)\b|\bforgot to (?:list|mention|disclose)\b|\btruthfully\b|\bhonestly\b|\bcorrectly\b|\bis it (?:ok|okay|legal) to answer no\b|\bdoes (?:he|she|it) have to (?:disclose|list)\b|\bhow do i explain\b|\b(?:can'?t|cant|cannot|can (?:they|the carrier)(?: still)?) (?:deny|contest|rescind|void)\b.{0,30}\b(?:for )?(?:a |any )?(?:lie|misstatement|misrep\w*|mistake)\b|\b(?:died|passed away|death claim|will the (?:bene|beneficiary|family) (?:get paid|be paid))\b/i;
/**
 * Wondering about the truth rather than asking to bend it ("is she lying", "they found he didn't
 * disclose", "quit 2 years ago, non-tobacco?"): honest only when nothing is asked to be kept back and no
 * other form of nicotine is still used.
 */
const SOFT_HONEST =
  /\b(?:came back|showed|shows|popped up|hit)\b.{0,40}\b(?:never|didn'?t|did not) (?:mention|disclose|list|tell)\w*\b|\bis (?:she|he|they|the client) lying\b|\bswears? (?:she'?s|he'?s|shes|hes|she is|he is|they'?re) not\b|\b(?:quit|stopped)\b.{0,25}\b(?:(?:1[2-9]|[2-9]\d) (?:months?|mos?)|(?:[1-9]|\d{2}|two|three|four|five) (?:years?|yrs?)|over a year)(?: ago)?\b|\b(?:found|find|discovered|turns out|came out|realized|just learned)\b.{0,25}\b(?:didn'?t|did not|never|wasn'?t|wasnt|didnt)\b/i;
const STILL_HIDING =
  /\b(?:leave|keep|left) (?:it|that|this|them|\w+) (?:off|out)\b|\bstill (?:chews|vapes|smokes|dips|uses)\b|\bbut (?:he|she|they) (?:vapes?|chews?|smokes?|dips?)\b|\bwon'?t know\b|\bnever know\b|\bnobody\b|\bso (?:it|he|she) comes out\b/i;
/** A truthful "no": the event is outside the question's look-back. */
// Only an event old enough to be outside the usual 2-to-3-year look-backs: "18 months ago" is inside them.
const TRUTHFUL_NO =
  /\b(?:[3-9]|\d{2}|three|four|five|six|seven|eight|nine|ten) (?:years?|yrs?) ago\b|\b(?:3[6-9]|[4-9]\d|\d{3}) (?:months?|mos?) ago\b|\bin (?:19\d\d|20[01]\d|202[0-3])\b|\boutside (?:the|their|its) (?:look[- ]?back|window|timeframe)\b|\bmore than (?:\d+|two|three|five|ten) (?:years?|months?)\b/i;
const INSISTS =
  /\b(?:nobody|no one) (?:really |even |ever )?checks\b|\bcan (?:we|i) just say\b|\bwon'?t know\b|\bwho (?:even )?checks\b|\bnever (?:know|find out)\b|\bwon'?t find out\b|\bclose enough\b|\bfudge\b|\bodds they catch\b/i;

const FORGERY = any(
  String.raw`\bknow (?:his|her|their|the client'?s) (?:sig|signature) (?:pretty |really |real |very )?well\b|\b(?:gonna|going to|i'?ll|i will) (?:just )?(?:do|sign|make) (?:his|her|their) (?:sig|signature|initials)\b`,
  String.raw`\b(?:sign|signing|signs|e-?sign|esign|docusign|initial|initialing|click through and sign)\w* (?:the |this |that |his |her |their )?(?:\w+ )?(?:app(?:lication)?|form|papers?|paperwork|policy|it|delivery receipt|illustration|part|sig|signature)? ?(?:of the app )?(?:for|on behalf of|as|in place of|instead of) (?:him|her|them|the client|the insured|the applicant|my client|his wife|her husband|the husband|the wife|the spouse|a spouse|his|her|their|mom|dad|the owner)\b`,
  String.raw`\bsign\w* (?:his|her|their|the client'?s|the insured'?s|my client'?s|the husband'?s|the wife'?s|the \w+'?s|\w+'?s) (?:name|signature|part|section|portion)\b|\bsign\w* (?:his|her|their|my) (?:mom|moms|mom'?s|mother'?s?|dad'?s?|father'?s?|husband'?s?|wife'?s?|son'?s?|daughter'?s?|client'?s?|grandma'?s?|grandpa'?s?) (?:name|signature)\b`,
  String.raw`\b(?:sign|e-?sign) (?:it|the app|the application|the form) (?:myself|for (?:him|her|them))\b|\bi(?:'ll| will| can)? (?:just )?sign (?:it|for)\b|\bsign it for (?:him|her|them)\b`,
  String.raw`\b(?:copy|paste|trace|forge) (?:his|her|their|the) signature\b|\bforg(?:e|ed|ing|ery)\b`,
  String.raw`\bsign (?:it|this|that|the (?:delivery receipt|receipt|form|app|application|amendment)) for (?:me|her|him|them)\b|\be-?sign (?:it|this|that|the [\w ]{1,40}?) for (?:her|him|them)\b`,
  String.raw`\b(?:wife|husband|spouse|son|daughter|mom|dad|brother|sister) (?:sign|signs|signing) (?:for )?(?:his|her|their|the)\b`,
);
/** A forgery someone else alleges ("client says i forged her sig", "the change was forged"). */
const FORGERY_ALLEGED =
  /\b(?:says?|said|claims?|accus\w*|alleg\w*|thinks|saying|believes?)\b.{0,40}\bforg(?:e|ed|es|ery|ing)\b|\b(?:was|were|been|got) forged\b/i;
/** Asking how signing works (who must sign, POA rules) is fine. */
const SIGNING_RULES =
  /\b(?:who (?:has to|must|needs to|can) sign|power of attorney|poa\b.*\bsign|sign\w*\b.*\b(?:with|under|using|as) (?:a |the |his |her )?(?:poa|power of attorney)|does (?:the|a) (?:owner|insured|spouse) (?:have|need) to sign)\b/i;

// ── Legal dispute ───────────────────────────────────────────────────────────────────────────────
const DISPUTE = any(
  // "Carrier terminated my appt for cause and says its reporting it to the state".
  String.raw`\bterminat\w* (?:my|our|his|her) (?:appt|appointment|contract)\b.{0,40}\bfor cause\b|\bfor cause\b.{0,60}\b(?:report\w*|fight|appeal)\b|\breporting (?:it|me|us) to the (?:state|doi|department)\b`,
  String.raw`\b(?:doi|department of insurance|insurance department|regulators?|state)\b.{0,30}\b(?:investigators?|examiners?|investigation)\b`,
  String.raw`\bthreatening to (?:contest|sue|challenge|take (?:it|this) to court|report (?:me|us))\b|\bblam(?:e|es|ing) me\b.{0,60}\b(?:rescind\w*|rescission|denied|denial|lapse\w*|claim)\b|\b(?:rescind\w*|rescission|denied|denial)\b.{0,80}\bblam(?:e|es|ing) me\b|\bshorted (?:my|our) (?:overrides|commissions?|comp|renewals)\b|\bhow do i (?:make|force) (?:him|her|them|the imo|the fmo|my upline) (?:to )?(?:pay|release|sign)\b|\bwon'?t sign my release\b|\b(?:e&o|negligence|malpractice|civil) suit\b|\bsuit against (?:me|us|the agency|my agency)\b|\b(?:filed|file|filing|demand\w*|in|into|going to|forced into) (?:a |an )?(?:finra )?arbitration\b|\barbitration (?:claim|case|hearing|demand)\b|\baccus\w* me of (?:elder|financial|fraud|forg\w*|theft|steal\w*|twisting|churning|abuse|exploit\w*|taking advantage)|\breport(?:ed|ing) (?:me|us) to\b`,
  String.raw`\b(?:sue|sues|suing|sued|lawsuit|law suit|class action|litigation|subpoena\w*|deposition|demand letter|cease (?:and|n|&) desist|c&d letter|legal action|small claims|summons|served (?:with )?(?:papers|a complaint|a lawsuit)|got served|take (?:them|him|her|the carrier|me|us) to court|threaten\w* (?:to sue|legal|a lawsuit|court|to go to court))\b`,
  // "Now she's claiming the money", "partner is claiming the buy sell policy money".
  String.raw`\b(?:ex[- ]?\w*|girlfriend|boyfriend|partner|brother|sister|stepmom|stepdad|stepson|stepdaughter|executor|(?:she|he)(?:'s| is)|shes|hes|they'?re|both)\b.{0,20}\bclaiming (?:the |his |her |that )?(?:\w+ ){0,3}(?:money|proceeds|benefit|payout|death benefit|insurance)\b|\bdisagree\w* (?:about |on |over )?who (?:owns|gets|is owed)\b`,
  String.raw`\be&o (?:carrier|insurer|company)\b.{0,30}\b(?:wants|asked|asking|needs) (?:details|a statement|my side|to know what happened)\b|\be&o claim\b|\b(?:family|client|they|she|he) (?:says?|claims?) i never (?:sent|submitted|turned in|filed|placed)\b`,
  String.raw`\bblock (?:him|her|them) from (?:getting|receiving|collecting)\b|\baccused of (?:killing|murder\w*)\b|^(?!.*\b(?:how does|how do|what is|whats|what's|explain|what does|can you explain)\b).*\bslayer\b`,
  String.raw`\b(?:denied|denial|won'?t pay)\b.{0,80}\b(?:family|wife|husband|son|daughter|kids|bene\w*|widow|they) (?:says?|claims?|insists?) (?:it|that|he|she) (?:wasn'?t|was not|isn'?t|didn'?t)\b`,
  String.raw`\b(?:filed|file|filing) (?:a )?complaint\b|\bcomplaint (?:against|with|filed|to the)\b|\breported (?:me|us) to\b|\b(?:under|an?) investigation\b|\bbeing investigated\b|\binvestigated by\b|\battorney general\b`,
  String.raw`\b(?:denied|denying|rescinded|rescinding|won'?t pay|refus\w* to pay)\s?(?:the |her |his |their |my client'?s |a )?(?:death )?(?:claim|benefit)?\b.*\b(?:fight|appeal|contest|sue|lawyer|attorney|what (?:can|do|should) (?:we|they|she|he|i|the family) do|what are (?:our|their|her|his) options|challenge|dispute|court)\b`,
  String.raw`\b(?:fight|appeal|contest|challenge|dispute|contesting|disputing) (?:the |a |her |his |their )?(?:claim )?(?:denial|rescission|beneficiary|will|estate)\b`,
  String.raw`\b(?:need|get|hire|find|talk to|call) (?:a |an |my |their )?(?:lawyer|attorney)\b`,
  String.raw`\b(?:letter|email|call|notice|papers) from (?:a |an |some |their |his |her )?(?:\w+ )?(?:lawyer|attorney|law firm)\b|\b(?:lawyer|attorney) (?:sent|says|letter|called)\b`,
  String.raw`\bdemand(?:ing|s)? (?:\$|payment|money|\d)`,
  String.raw`\bwho'?s right\b.*\blegal|\blegally\b.*\b(?:who|right|entitled|owed)\b`,
  String.raw`\bin court\b|\bto court\b`,
  String.raw`\b(?:both|fighting|arguing|claims?|contest\w*)\b[^?]{0,80}\bwho gets paid\b|\b(?:both|two|2) (?:\w+ ){0,2}(?:say|says|claim|claims|think|thinks) (?:they'?re|they are|(?:he|she)'?s|(?:he|she) is) the (?:bene\w*|beneficiary)\b|\bwho gets the (?:money|payout|proceeds|benefit|death benefit)\b|\bsays? (?:it|the money) should (?:go to|be) (?:her|him|them|hers|his)\b|\b(?:says|claims|insists|thinks) (?:she|he|they) should (?:get|have|receive) (?:it|the money|the payout|the proceeds|the benefit|paid)\b`,
  String.raw`\bclaim(?:'s|s| has| is)? (?:been )?(?:pending|stuck|delayed|sitting|held up)\b.{0,80}\b(?:what can|what do|what should|straight answer|won'?t (?:pay|answer|tell))\b`,
  // "Ex wife still listed as bene… new wife says its hers. who gets it": two claimants.
  String.raw`\bsays? (?:it'?s|its|it is|the money is|the (?:payout|policy|benefit) is) (?:hers|his|theirs|rightfully (?:hers|his))\b|\b(?:ex[- ]?wife|ex[- ]?husband|new wife|new husband)\b.{0,80}\bwho gets (?:it|paid|the money)\b`,
  String.raw`\bfighting over (?:\w+'?s? )?(?:policy|money|payout|benefit|proceeds|insurance)\b|\bpressured (?:him|her|them) into\b|\bundue influence\b`,
  String.raw`\b(?:rescinded|rescission|rescinding)\b.{0,100}\b(?:told me|i didn'?t|my fault|e&o|blame|didn'?t write)\b`,
  String.raw`\b(?:holding|withholding|withheld|won'?t (?:pay|release)|keep|keeping|stopped paying|froze|frozen) (?:my |our |the )?(?:renewals|commissions?|comp|overrides?|vested renewals)\b`,
  String.raw`\b(?:froze|frozen|freez\w*|holding up|put a hold on) (?:the |her |his )?(?:claim|payout|proceeds|benefit|death benefit)\b|\b(?:says|claims|thinks) (?:she'?s|he'?s|they'?re|she is|he is) entitled\b`,
  String.raw`\b(?:stop|block|freeze|halt|hold up|contest|challenge) (?:the |her |his |their )?(?:payout|payment|claim|proceeds|death benefit|beneficiary change)\b|\bchanged (?:it|the (?:bene\w*|beneficiary)) (?:while|when|after) (?:he|she|they) (?:had|was|got)\b`,
  String.raw`\bor (?:she|he|they)(?:'ll| will) sue\b`,
  // "Decree says he has to keep her… can he just change it": an order the change would break.
  String.raw`\b(?:decree|court order|divorce (?:settlement|agreement|order))\b.{0,60}\b(?:keep|maintain|leave|has to|must|requires?)\b.{0,80}\bcan (?:he|she|they|i) (?:just )?(?:change|remove|take|switch|drop)\b|\bcan (?:he|she|they|i) (?:just )?(?:change|remove|take|switch|drop)\b.{0,80}\b(?:decree|court order)\b.{0,40}\b(?:keep|maintain|has to|must|requires?)\b`,
  // "Both sides keep calling me", "getting ugly", a missing insured the carrier will not pay on.
  String.raw`\b(?:wanna|want to|wants to|going to|gonna|plan to|plans to) (?:fight|contest|challenge|dispute) (?:it|this|that|the (?:denial|lapse|decision|change|bene\w* change))\b|\bbad faith\b|\b(?:swapped|switched|changed)\b.{0,40}\bbene\w*\b.{0,60}\b(?:then died|before (?:he|she) died|and died|then passed)\b`,
  String.raw`\bboth sides\b.{0,40}\b(?:calling|claim\w*|want\w*|fighting|arguing|say)\b|\b(?:getting|got|turned|gonna get|going to get) (?:ugly|nasty|messy)\b|\b(?:went missing|been missing|missing (?:for|since)|disappeared)\b.{0,80}\b(?:death benefit|claim|policy|carrier|paid|pay)\b`,
  String.raw`\bforce (?:them|the carrier|the company|the insurer|it) to (?:pay|honor|reinstate)\b`,
  String.raw`\b(?:kids|family|siblings|children|heirs|sons?|daughters?)\b.{0,50}\b(?:are |is )?(?:fighting|feuding|arguing|contesting)\b`,
  String.raw`\bfiled? (?:a |an )?(?:doi |department of insurance |state |formal |official )?complaint (?:on|against|about|saying) (?:me|us|my agency|i|we)\b`,
  String.raw`\b(?:says?|saying|think|thinks|claims?|insists?)\b.{0,30}\b(?:new |ex[- ]?|second |step)?(?:wife|husband|spouse|girlfriend|boyfriend|mom|kids?|children|sister|brother|son|daughter)\b.{0,10}\b(?:shouldn'?t|should not|doesn'?t deserve to|has no right to|isn'?t entitled to|is not entitled to) (?:get|have|receive|be paid|collect)\b`,
  String.raw`\b(?:fighting|arguing|feuding) (?:over|about) (?:who gets|the (?:payout|money|policy|benefit|proceeds|death benefit))\b`,
  String.raw`\binvestigating (?:me|us|my agency)\b|\bwithout (?:a |an )?(?:lawyer|attorney)\b`,
  String.raw`\btestify\w*\b|\btestimony\b|\bwitness (?:for|against|in)\b|\binterplead\w*\b`,
  String.raw`\bwho (?:legally|actually|rightfully) gets\b|\b(?:kids|family|siblings|children|heirs) (?:are |is )?(?:fighting|feuding|arguing)\b`,
  String.raw`\b(?:letter|notice|email|call|subpoena)\b.{0,40}\b(?:doi|department of insurance|insurance dep(?:artmen)?t|insurance dept|state insurance|regulator|commissioner)\b.{0,60}\b(?:investigat\w*|inquiry|complain\w*|written response)\b`,
  String.raw`\bcomplaint letter\b|\b(?:doi|department of insurance|insurance department|the state|regulator) (?:sent|opened|is investigating|wants)\b|\bprotect myself\b`,
  String.raw`\b(?:sitting on|dragging (?:its|their) feet on|stalling on|delaying|holding up) (?:a |the |her |his |my client'?s )?(?:death )?claim\b|\bclaim\b.{0,40}\bfor (?:\d+|two|three|four|five|six) (?:months|weeks)\b.{0,40}\b(?:no reason|nothing|no answer|desperate)\b`,
  String.raw`\b(?:they|the carrier|carrier|the company|company|insurer)\s+(?:won'?t|will not|refuses? to|is refusing to) pay\b`,
  String.raw`\benforceable\b|\bnon[- ]?(?:solicit|solicitation|compete)\b`,
  // "Process server came w papers… want every dollar back plus damages"; an estate's lawyer asking for my notes.
  String.raw`\bdepo\b(?= (?:next|this|on|in|tomorrow|coming|scheduled|date))|\bdepos(?:e|ed|ing)\b|\b(?:attorney|lawyer) is filing\b|\$?\d[\d,]* (?:a|per) (?:call|text)\b(?=.*\b(?:suing|sue|filing|demand\w*|attorney|lawyer|owe)\b)|\bvector\b.{0,30}\b(?:report|list|put)\b|\bput me on vector\b|\bsitting on (?:my|our) (?:renewals|commissions?|comp|overrides?)\b|\b(?:pay it|pay up) or fight\b|\bowe \$?\d[\d,]* (?:a pop|per (?:text|call|violation))\b|\bprocess server\b|\bplus damages\b|\b(?:lawyer|attorney)\b.{0,40}\b(?:asking for|asked for|wants|requested|requesting|demanding|subpoena\w*) (?:copies of my|my (?:notes|file|records|recordings))\b`,
  String.raw`^(?!.*\b(?:ce|continuing education|renewal|renew|appointment|license (?:is )?(?:up|expir\w*))\b).*\b(?:letter|notice|email)\b.{0,30}\b(?:doi|department of insurance|insurance department|consumer services|commissioner)\b.{0,80}\b(?:respond|response|reply)\b`,
  // "He's reporting me bc i 'forgot' his cancellation, he wants a lawyer"; "sending it to collections".
  String.raw`\b(?:he'?s|she'?s|hes|shes|they'?re|is|are|gonna|going to|threaten\w* to|wants to) report(?:ing)? (?:me|us)\b|\b(?:he|she|they|client|family) wants? (?:a |an )?(?:lawyer|attorney)\b(?! to (?:review|draft|look|set up|help|write|read))|\b(?:sen(?:d|ding|t)|turn(?:ed|ing)?|go(?:ing|ne)?|put) (?:it |me |this |the (?:debt|balance) )?(?:to|over to|into|in) collections?\b`,
  // "DOI letter came, client's son complained i sold mom a policy she didnt understand".
  String.raw`\b(?:doi|department of insurance|insurance dep\w*|regulator|commissioner)(?:'s)? (?:letter|notice|inquiry)\b(?=.*\b(?:complain\w*|investigat\w*|allegation|accus\w*)\b)|\bcomplain(?:ed|ing|s)? (?:to (?:the )?(?:doi|state|department|regulator)|(?:that )?i (?:sold|forged|lied|pressured|twisted|never|didn'?t|tricked))\b`,
  String.raw`\b(?:won'?t|will not|refuses? to|refusing to|wont) release (?:me|my (?:contracts?|book|business|appointments?))\b|\bsays? (?:i|we) owe\b.{0,40}\b(?:chargebacks?|debt|advances?)\b.{0,60}\b(?:release|won'?t|wont|can they|hold\w*|keep\w*)\b`,
  String.raw`\b(?:holding|withholding|withheld|keeping|won'?t (?:pay|release))\s+\$?\d+(?:,\d{3})*k?\s+(?:of|in)\s+(?:my|our|the)\s+(?:renewals|commissions?|comp|overrides?)\b`,
  String.raw`\b(?:decree|ex[- ]?wife|ex[- ]?husband|new wife|new husband)\b.{0,80}\bwho'?s (?:right|entitled)\b|\bwho'?s (?:right|entitled)\b.{0,40}\b(?:bene\w*|claim|money|policy|proceeds)\b`,
  String.raw`\bwho wins\b.{0,40}\b(?:claim|benefit|money|policy|proceeds|payout|case)\b|\b(?:claim|benefit|money|policy|proceeds|payout|bene\w*)\b.{0,80}\bwho wins\b|\bpromised (?:her|him|them) the (?:money|policy|proceeds|payout)\b|\b(?:claim|benefit|proceeds|payout)\b.{0,60}\bwho wins\b|\b(?:both|two (?:women|people|wives)) (?:are )?claiming\b|\b(?:froze|frozen|holding) it\b.{0,40}\bwho\b`,
  // "Decree said he had to keep 100k for the kids but he switched it to his girlfriend, now hes dead".
  String.raw`\b(?:decree|court order|divorce (?:settlement|agreement|order))\b.{0,120}\b(?:switched|changed|removed|took (?:them|the kids|her|him) off|named)\b.{0,80}\b(?:dead|died|passed|what happens|who gets)\b`,
  String.raw`\bfight (?:her|his|their) (?:ex|former|husband|wife|spouse|brother|sister|family|kids|siblings)\b|\b(?:frozen|split|divided|fighting) in (?:the |her |his |their )?divorce\b`,
);

/**
 * A dispute told by its parts rather than its words: something adverse done to a claim, a policy, a
 * commission or the agent ("denied", "rescinded", "clawing back", "accused me"), and a side contesting
 * it ("go after the carrier", "disputed", "money back", "can they do that"). Either alone is an ordinary
 * question ("client denied for build, insists she lost weight" is a resubmission; "accused me of being
 * pushy" an objection). Words ordinary questions use ("insists", "refused", "lapsed", "court order") are
 * in neither list.
 */
const ADVERSE =
  /\b(?:denied|denial|denying|rescinded|rescission|rescinding|clawing back|claw(?:ed|s)? back|clawback|holding back|withh[oe]ld\w*|won'?t pay|accused me|complaint|police report|froze|frozen|killed|murder\w*|stole|stealing from|twisted|using my (?:writing number|npn|login)|cashed (?:out|it) into (?:his|her) own)\b/i;
const CONTESTED =
  /\b(?:fight(?:ing)?|contest(?!ab)\w*|go after|going after|sue|suing|bad faith|disputed?|both sides|keep(?:s)? calling|want(?:s)? (?:my|his|her) head|(?:her|his|their|my) money back|tough luck|can (?:they|he|she) (?:do that|keep (?:it|my)|take (?:it|my))|stealing|police report|who gets (?:paid|it|the money)|nobody (?:ever )?told|says? i (?:filled|forged|never|did|wrote|sold)|(?:hasn'?t|haven'?t|hasnt) hired|isn'?t (?:even )?mine|aren'?t (?:even )?mine|never wrote|charged (?:w|with)|asking me about them|(?:have|need) to report|report (?:him|her|it|this))\b/i;

// ── Live rates and premiums ─────────────────────────────────────────────────────────────────────
const PRICE = any(
  String.raw`\bbest (?:\d+[- ]?(?:yr|year) )?(?:myga|fia|spia|annuity|rate|cap)\b.{0,30}\b(?:today|rn|right now|out there|this week)\b`,
  String.raw`\bdividend (?:scale|rate|interest rate)s?\b|\bwhat (?:would|will|does) (?:he|she|they|it) get (?:a|per) month\b`,
  String.raw`\b(?<!return of |refund of )(?:premiums?|prems?|rates?|prices?|fees?|roll[- ]?ups?|cost|costs|cheaper|cheapest|lowest price|best price|quotes?|ballpark|monthly(?! (?:income|payouts?|payments?|benefits?|checks?))|caps?(?! (?:out )?(?:at|it at|coverage at|the face at) \$?\d)|par(?:ticipation)? rates?|crediting rates?|yield|commissions?|comp|street level|charg(?:e|es|ing) (?:for|me|him|her|them|a|an)\b|charging)\b`,
  String.raw`\bhow much (?:is|are|would|will|does|do|should|for|exactly|(?:a|per) (?:month|mo|year|yr))\b|\bhow much\s*\??\s*$|\bexact (?:price|premium|cost|number|figure|rate)\b|\bpayouts?\b(?= (?:today|rn|right now|now|at \d{2})\b)|\b(?:today'?s|todays|current|latest) (?:payouts?|payout rates?|caps?|premiums?|prices?|quotes?)\b|\bcharge (?:my|the|a|this) client\b|\bstill (?:like |about |around )?\$?\d+(?:\.\d+)? (?:a|per) unit\b|\bhow much (?:is |are |does )?(?:it |one )?(?:a|per|for a|each) unit\b`,
  // "What's Atlantic Coast Life paying on the 5 yr MYGA today?": a rate by another verb.
  String.raw`\bwhat(?:'s|s| is| are)? (?:\w+ ){0,7}running for (?:an? )?(?:\d{2}\s*(?:yo|y\/o|m|f|year|yr)|\$?\d)|\bwhat(?:'s|s| is| are)? (?:\w+ ){0,4}(?:paying|crediting)\b|\bwhat(?:'s|s| is| are)? (?:\w+ ){0,4}offering (?:for |on )?(?:a |the |their )?(?:rates?|caps?|payouts?|yields?)\b`,
  String.raw`\b(?:how much|what(?:'s|s| is| would| will| does)?)\b[^?]{0,40}\b(?:getting|get|pay|paying|payout|receive)\b[^?]{0,40}\b(?:per|a|each|\/) ?(?:month|mo)\b[^?]{0,60}\b(?:spia|annuit\w*)\b|\bpayout rates?\b|\b(?:payout|withdrawal|glwb|gmwb|income) (?:%|percent|percentage|factor)s?\b|\b(?:glwb|gmwb|rollup|roll-up) (?:payout|rate)s?\b`,
  String.raw`\bwhat (?:would|will|does) (?:it|that|this) (?:be|run|come to|cost)\b(?! (?:for|used|about|like))|\bcharge (?:per|a|each|every) (?:month|mo|year|yr)\b|\b(?:\w+ )?rate currently\b`,
  String.raw`\bwhich (?:carrier|company|one|insurer)s? (?:pays? (?:the )?most|(?:pays?|has|offers?|gives?) (?:the )?(?:highest|best|top) (?:payouts?|rates?|caps?|income|checks?|yields?))\b`,
  String.raw`\bwhat (?:would|will|does|do) (?:\S+ ){0,4}(?:pay|cost)\b|\bwhat (?:would|will) (?:\S+ ){1,4}run\b|\bwould (?:pay|cost)\b`,
  String.raw`\b(?:myga|fia|spia|cap|par) rates? (?:rn|right now|today|this (?:week|morning))\b|\bwhat(?:'s|s| is)? (?:\w+ ){0,8}(?:costing|charging)\b|\bwhat(?:'s|s| is)? the (?:annual|monthly|yearly|modal|semi-?annual|quarterly)(?: premium| prem| cost| price)?\s*\??\s*$|\bwhat(?:'s|s| is| would be| will be)? (?:his|her|their|the) monthly (?:check|payment|payout)\b|\bwhat(?:'s|s)? the number exactly\b|\bhighest (?:\d+ ?(?:yr|year) )?(?:myga|fia|cap|rate|payout)\b|\bwhat(?:'s|s| is)? (?:it|that|this) running (?:these days|now|rn|today)\b`,
);
const SPECIFIC = any(
  String.raw`\b\d{2} ?(?:yo|y\/o|year[- ]old|yr[- ]old|years old|m|f)\b|\b(?:for|at) (?:an? )?\d{2}\b|\bage \d{2}\b`,
  String.raw`\$?\d+(?:\.\d+)? ?(?:k|m|mil|thousand|million)\b|\$\d`,
  String.raw`\b(?:current|currently|today'?s?|right now|this (?:week|month|morning|year)|these days|latest|now|going rate)\b|\brn\s*\??\s*$|\brn,|\b(?:give me|just tell me) a number\b|\bout there\b|\bon the market\b`,
  String.raw`\b(?:gainbridge|nassau|equitrust|great american|american national|west coast life|knighthead|canvas annuity|revol one|united life|wilton re|mutual of omaha|atlantic coast life|oceanview|guggenheim|delaware life|massmutual ascend|aspida|clear spring|sentinel security|americo|aetna|cvs|corebridge|aig|transamerica|foresters|royal neighbors|liberty bankers|gerber|colonial penn|globe|lincoln|prudential|john hancock|banner|protective|pacific life|nationwide|north american|allianz|athene|american equity|f&g|fidelity (?:&|and) guaranty|sammons|midland|national western|global atlantic|securian|minnesota life|principal|mass ?mutual|new york life|northwestern|guardian|penn mutual|ameritas|assurity|sagicor|sbli|symetra|american amicable|occidental|baltimore life|senior life|lincoln heritage|cica|united home life|gtl|guarantee trust|living promise|eagle select|silver guard|s&p|point[- ]to[- ]point|ethos|haven life|ladder life|bestow|fidelity life|legal (?:&|and) general|sproutt|brighthouse|jackson national|oneamerica)(?:'?s)?\b`,
);
/** Figures we compute or explain rather than quote. */
const COMPUTABLE =
  /\bfunerals?\b(?! (?:policy|policies|plan|insurance|coverage))\b.{0,15}\bcosts?\b|\bcost of (?:a |the )?funeral\b(?! (?:policy|plan|insurance|coverage))|\b(?:table \d|table [a-p]\b|rated premium|flat extra|modal|policy fee|per \$?1,?000|bmi|exclusion ratio|how much (?:coverage|insurance|life insurance|death benefit)|how much (?:does|do) (?:i|he|she|they|the (?:family|client)) need|how much (?:should|can) (?:he|she|they|i) (?:buy|get|take|put in|put into|fund|contribute|pay in|deposit|overfund)|funeral (?:costs?|expenses?|bills?|home)|(?:cost of a|average|typical) funeral|burial cost|commissions? (?:work|paid|calculated)|how (?:do|does) (?:commission|comp)|advance|chargeback|surrender charge|free withdrawal|how much (?:can|could) (?:he|she|they) (?:withdraw|borrow|take out)|how (?:do|does|are) (?:premiums?|rates?|caps?|quotes?) (?:work|calculated|set|determined)|what (?:affects|drives|determines)|how (?:do|can|should) i (?:run|get|do|pull|read) (?:a |the )?(?:quote|illustration))\b/i;

// ── Out of scope, diagnosis, small talk ─────────────────────────────────────────────────────────
const OTHER_LINES = any(
  String.raw`\b(?:car|auto|vehicle|motorcycle|boat|home(?:owners?)?|renters?|flood|pet|dental|vision|travel|health|medical|workers'? comp|commercial|business owners?|umbrella|p&c|property and casualty|property|liability) (?:insurance|policy|claims?|quote|coverage|rates?|premium|adjuster|carriers?|insurers?|company|companies)\b|\b(?:dental|vision|hearing) plans?\b|\bumbrella (?:liability|limit|coverage)\b|\bshort[- ]term disability (?:claim|through work|thru work|at work)\b|\b(?:std|ltd) (?:claim|pays?|payments?)\b|\btill (?:std|ltd) pays\b`,
  String.raw`\b(?:medicare advantage|medicare supplement|medigap|supplement plan [a-n]\b|plan [gnf] vs|part d plan|aca marketplace|aca|obamacare|health plan|open enrollment|(?:silver|bronze|gold|platinum|marketplace) plans?|geico|allstate|adjuster)\b|\b(?:a|the|lowest|low|high|higher|good|\$?\d[\d,]*k?) deductibles?\b|\bprogressive (?:is|claim|adjuster|insurance|says|won'?t|denied)\b`,
  String.raw`\bbacked into (?:my|his|her|the) (?:car|truck|van)\b|\b(?:progressive|state farm|geico|allstate)\b.{0,30}\b(?:rates?|claim|file)\b|\b(?:fender bender|car accident|hail damage|roof claim|water damage|totaled|rear[- ]ended|lowball\w*)\b`,
  String.raw`\bworkers'? comp(?:ensation)?\b`,
  String.raw`\b(?:homeowners?|home insurance|renters?|auto|car) (?:policy )?(?:cover|pay)\b|\b(?:roof|basement|storm|hail|flood|tree) (?:leak\w*|damage|fell|claim)|\broof leak`,
);
const FOREIGN_POLICY =
  /\b(?:lives|living|resides|residing|based) in (?:toronto|canada|vancouver|montreal|calgary|ottawa|ontario|quebec|alberta|british columbia)\b|\b(?:canadian|mexican|uk|british) (?:carrier|insurer|company|insurance company)\b|\b(?:in|up in|from) (?:canada|ontario|quebec|british columbia|alberta)\b.{0,60}\b(?:carrier|insurer|company|which one)\b|\b(?:sell|write|buy|get|offer|place)\b[^?]{0,30}\b(?:canadian|mexican|uk|british|foreign|overseas|offshore) (?:life )?(?:policy|policies|plan|insurance policy|life insurance)\b/i;
/** Words that make an immigration or relationship question one about the trade ("can he be the owner"). */
const ABOUT_INSURANCE =
  /\b(?:life|term|policy|coverage|insur\w*|annuit\w*|underwrit\w*|carrier|qualif\w*|apply|owner|bene\w*|app|application|upline|imo|agency)\b/i;
/** "My gf says i work too much and shes about to leave": the agent's own relationship. */
const RELATIONSHIP =
  /^(?!.*\b(?:leads?|graded|fe|client|waiting period|policy|premium)\b).*(?:\bmy (?:wife|husband)|(?<!\w'?s )\b(?:gf|bf|girlfriend|boyfriend))\b.{0,20}\bsays i (?:work|spend|am never|'m never|never)\b|\bfix (?:my|our) (?:marriage|relationship)\b|\bmarriage (?:advice|counsel\w*|problems?)\b|\bsave (?:my|our) marriage\b|\b(?:my|our) (?:gf|bf|girlfriend|boyfriend|marriage|relationship)\b.{0,60}\b(?:leave|leaving|divorce|break up|fix (?:it|this|us)|fight\w*|cheat\w*|too much)\b/i;
const PERSONAL_AFFAIRS =
  /\b(?:should i|can i|i want to|thinking (?:about|of)) (?:buy|buying|invest in|investing in|purchase) (?:a |an )?(?:rental|duplex|fourplex|airbnb|real estate)\b|\b(?:buy|buying|invest in|purchase) (?:a |an )?(?:rental(?: property)?|duplex|airbnb) (?:w|with|using) my\b|\b(?:solana|btc|bitcoin|crypto\w*)\b.{0,30}\b(?:or|vs)\b|\bask (?:her|him|them) out\b|\bfirst date\b|\balgebra\b|\b(?:my|his|her) (?:kid'?s?|son'?s?|daughter'?s?|child'?s?|\d+(?:st|nd|rd|th) grader'?s?)\b.{0,40}\b(?:essay|book report|science project|school project|homework|paper)\b|\b\d+(?:st|nd|rd|th) grade (?:essay|book report|project|homework|paper)\b|\bsolve (?:for )?\d*x\b|\bsolve \d+x\b|\bmath (?:homework|hw|problem)\b|\b(?:his|her|my) hw\b|\b(?:breakup|break-up|break up with)\b|\b(?:for|to) my (?:gf|bf|girlfriend|boyfriend|wife|husband|ex)\b.{0,30}\b(?:text|message|letter|poem|gift|card)\b|\b(?:should|would|could) (?:he|she|they|i|my client) (?:put|invest|park|move) (?:it|the money|\$?\d+k?) (?:in|into) (?:bitcoin|crypto\w*|an? (?:s&p 500 )?index fund|etfs?|mutual funds?|stocks?)\b|\b(?:bitcoin|crypto\w*) or (?:the )?(?:s&p|index fund|stocks?)\b|\b(?:beat|fight|contest|get out of) (?:my|a|the|this) (?:speeding|parking|traffic) ticket\b|\bmy (?:speeding|parking|traffic) ticket\b|\b(?:bcbs|blue cross|blue shield|unitedhealthcare|united healthcare|humana|cigna|kaiser)\b|\b(?:dog bite|slip and fall|personal injury|her neighbor|his neighbor|my neighbor)\b|\bwhat stocks?\b|\b(?:my credit cards?|(?:travel|rewards?|points|cash ?back|best) credit cards?|credit cards? (?:for|with) (?:points|miles|rewards|cash ?back)|airline miles|reward points|cash ?back card|landlord|my tenant|security deposit|evict\w*|my lease|my car loan|my mortgage rate|refinanc\w* my|refi (?:now|or|my|the house))\b/i;
/** "Should my client buy nvidia or bitcoin with his bonus": picking investments, not insurance. */
const STOCK_PICK =
  /\b(?:buy|buying|sell|selling|invest(?:ing)? in|put (?:it|the money|his bonus|her bonus) (?:in|into)|dump (?:my|his|her|the) (?:\w+ ){0,2}(?:into|in))\b (?:some |more )?(?:nvda|tsla|aapl|amzn|msft|nvidia|tesla|apple stock|amazon stock|bitcoin|btc|crypto\w*|ethereum|meme stocks?|individual stocks?|penny stocks?)\b/i;
/** The agent's own errands, whoever the agent was driving to: car trouble, a trip to plan, a sick pet. */
const ERRANDS =
  /\b(?:check engine|engine light|p0\d{3}|obd2?|brake pads?|flat tire|tire pressure|transmission|oil change|vacation plan\w*|plan (?:me |us )?a (?:\d+ day )?(?:trip|vacation|getaway)|(?:plan|make|build|write) (?:me |us )?(?:a |an )?(?:\w+ ){0,3}itinerary|plan (?:me|us) (?:\d+|two|three|four|five|six|seven) ?(?:days?|nights?)|fishing charter|all[- ]inclusive|best (?:\w+ )?resorts?)\b|\b(?:my|the) (?:dog|cat|puppy|kitten|pup)\b.{0,40}\b(?:ate|swallowed|chewed|got into)\b/i;
/** A recipe or a dish asked for. */
const COOKING =
  /\b(?:recipes?|chili|lasagna|casserole|crock ?pot|slow cooker|marinade|bbq sauce|meatloaf|pork butt|brisket|dry rub|smoke (?:a|the) (?:\d+ ?(?:lb|pound)s? )?(?:pork|brisket|turkey|ribs|chicken|salmon|butt|shoulder|ham))\b/i;
/** Words that make a stock or coin question one about the products we sell ("sell the stocks to fund the myga"). */
const ABOUT_OUR_PRODUCTS =
  /\b(?:annuit\w*|policy|iul|ul|life insurance|insurance|coverage|term|whole life|myga|fia|spia|premium|cash value|1035)\b/i;
/** "Should my agency be an llc or s corp to save on taxes": the agent's own business taxes. */
const ENTITY_TAX =
  /\b(?:llc|s[- ]?corp|c[- ]?corp|sole prop\w*)\b.{0,40}\b(?:tax|taxes)\b|\b(?:tax|taxes)\b.{0,40}\b(?:llc|s[- ]?corp|c[- ]?corp)\b/i;
/** A policy changing hands inside a business ("sell the policy to his partner, llc taxed as a partnership"). */
const POLICY_IN_BUSINESS =
  /\b(?:policy|policies|life insurance|annuit\w*|buy[- ]sell|key (?:person|man)|death benefit|transfer for value)\b/i;
const OFF_TOPIC = any(
  String.raw`\b(?:write|draft|help (?:me )?with|fix) (?:a |my |her |his |their )?(?:cover letter|resume|résumé)\b(?!.{0,60}\b(?:insurance|agent|agency|producer|underwrit\w*|imo|fmo)\b)|\b(?:cover letter|resume|résumé|job application)\b.{0,40}\b(?:job|bartend\w*|server|waitress|retail|barista)\b|\b(?:bartending|waitress|barista) job\b`,
  String.raw`\b(?:weather|forecast|recipe|cook(?:ing)?|bake|baking|dinner|restaurant|sports?|football|basketball|baseball|soccer|nfl|nba|super bowl|game score|movie|song|lyrics|horoscope|lottery|crypto\w*|bitcoin|btc|solana|ethereum|dogecoin|\w+coin|marinade|crock ?pot|bbq sauce|nfts?|meme stocks?|stock tips?|stocks? to buy|(?:good|best) stocks?|which stocks?|day trad\w*|forex|poem|joke|dating|wordpress|plugin|website|contact form|homework|translate|printer|wifi|laptop|capital of|president of|workout|oil change|change the oil|lawn|mortgage rates?|check engine|engine light|p0\d{3}|obd2?|brake pads?|flat tire|transmission)\b`,
  String.raw`\b(?:toilet|flapper|faucet|water heater|garbage disposal|drywall|clogged drain)\b`,
  String.raw`\bplan (?:me |us )?(?:a |my |our )?(?:\d+[- ]day )?(?:trip|vacation|itinerary|getaway)\b|\bwhere to (?:stay|eat) (?:and|in|near)\b`,
  String.raw`\bsmok(?:e|ing) (?:a |the |my )?(?:turkey|brisket|ribs|pork|chicken|salmon|meat)\b|\bthanksgiving (?:dinner|turkey|recipe)\b`,
  String.raw`\bwho (?:wins|will win|won|is winning)\b|\bbet(?:ting)? on\b|\bpoint spread\b|\bfantasy (?:football|team|league)\b|\bneed a pick\b`,
  String.raw`\b(?:my|i|me) .{0,40}\b(?:diet|workout|gym|beach (?:trip|body)|wedding|date night|haircut)\b`,
);
/** A drug named by its usual ending ("metformin", "lisinopril", "losartan", "atorvastatin"). */
const DRUG_NAME = String.raw`\w+(?:formin|pril|sartan|statin|olol|dipine|prazole)`;
const DIAGNOSIS = any(
  String.raw`\bdouble up (?:on )?(?:her|his|my|the) (?:dose|pills|meds|medications?|insulin|metformin|${DRUG_NAME})\b|\bmissed (?:her|his|my) (?:morning |evening |night |nightly )?dose\b`,
  String.raw`\b(?:rash|lump|mole|bump|spot)\b.{0,120}\b(?:ringworm|lyme|shingles|infection|what is it)\b`,
  String.raw`\b(?:should i|do i need|ask for) (?:to )?(?:take |get )?(?:zinc|antibiotics?|a z-?pack|cold medicine|dayquil|nyquil)\b|\bzinc or (?:antibiotics|should)\b`,
  String.raw`\b(?:do|does|did) (?:i|he|she|they|my (?:client|wife|husband)|the client) (?:have|has) (?:cancer|diabetes|covid|an infection|a tumor|heart disease)\b`,
  String.raw`\b(?:my|this|a|the)(?: \w+)? (?:rash|lump|mole|cough|pain|headache|symptom|spot|bump)\b.*\b(?:what|is it|cancer|serious|should i)\b`,
  String.raw`\bwhat (?:is|could) (?:be )?caus(?:e|ing) (?:my|his|her)\b`,
  String.raw`\bshould (?:i|he|she|my client) (?:take|stop taking|double|increase|decrease|skip) (?:his |her |my )?(?:meds|medication|insulin|dose|pills)\b`,
  String.raw`\bwhat (?:dose|dosage)\b|\bdiagnos(?:e|is) (?:me|my)\b|\bbest diet for\b`,
  String.raw`\b(?:best|good|recommend\w*) (?:\w+ )?(?:diet|weight[- ]loss|appetite) (?:pills?|drugs?|supplements?)\b|\b(?:diet|weight[- ]loss) pills?\b.{0,40}\b(?:should (?:she|he|i) take|to take|so (?:she|he) can)\b`,
  String.raw`\bmy (?:\w+ ){0,2}(?:knee|back|shoulder|ankle|foot|tooth|stomach|throat|neck|hip|wrist|elbow|eye|ear)\b.{0,60}\b(?:swollen|swelling|hurts?|pain|sore|should i|doctor|ibuprofen|tylenol|advil|aleve)\b`,
  String.raw`\bshould (?:i|he|she) (?:take (?:ibuprofen|tylenol|advil|aleve|aspirin)|see a (?:doctor|dr))\b`,
  String.raw`\bhow (?:much|many) (?:\w+ )?(?:ibuprofen|tylenol|advil|aleve|aspirin|motrin|excedrin|acetaminophen|naproxen|benadryl|melatonin|nyquil|dayquil|zyrtec|claritin|robitussin)\b.{0,30}\b(?:(?:can|should|could) (?:i|he|she|we) (?:take|give)|(?:i|he|she|we) (?:can|should|could) (?:take|give))\b|\bcan (?:i|he|she) take (?:ibuprofen|tylenol|advil|aleve|aspirin|motrin|excedrin|acetaminophen|naproxen|benadryl)\b.{0,20}\bwith\b`,
  String.raw`\b(?:can|could|should|may) (?:i|he|she|they|my client|the client) (?:stop|quit|come off|get off|cut back on|skip|lower) (?:taking )?(?:his |her |my |their )?(?:meds?|medications?|insulin|pills|dose|metformin|lisinopril|statin|${DRUG_NAME})\b`,
  String.raw`\bshould (?:i|he|she|my client|the client) (?:double|increase|up|cut|halve|stop|skip) (?:my|his|her) \w+\b`,
  String.raw`\b\d+ ?mg\b.{0,60}\b(?:can|could|should) (?:i|he|she|they) (?:just )?(?:double|halve|split|increase|up) (?:it|them|the dose)\b`,
  // "Can she cut her metformin in half", "should he bump his lisinopril up to 40": a dose is the doctor's.
  String.raw`\b(?:can|could|should|may) (?:i|he|she|they|my client|the client) (?:cut|split|halve|double|increase|bump|raise|lower|reduce|up) (?:taking )?(?:his |her |my |their |the )?(?:\w+ )?(?:dose|dosage|meds?|medications?|pills?|insulin|${DRUG_NAME})\b|\b(?:can|could|should|may) (?:i|he|she|they|my client|the client) (?:change|adjust) (?:his |her |my |their |the )?(?:\w+ )?(?:dose|dosage)\b`,
  // "Asked if 2 nitro a day is too high a dose, should she cut back": a dose is the doctor's to judge.
  String.raw`^(?!.*\b(?:class|preferred|standard|underwrit\w*|carrier|level|graded|fe|final expense|approv\w*|rated|rating|table|coverage|policy)\b).*(?:\b(?:too (?:high|much|low|strong) (?:of )?(?:a )?(?:dose|dosage)|(?:dose|dosage) (?:is |was )?too (?:high|much|low|strong))\b|\bshould (?:she|he|i|they) (?:cut back|cut down|back off)(?: on (?:it|them))?\s*(?:[?.!]|$))`,
  // "Asks if she can stop her metformin since her A1C got better": her doctor's call.
  String.raw`\bif (?:i|he|she|they) (?:can|could|should) (?:stop|quit|come off|get off|cut back on|cut|split|halve|double|skip|lower|increase|bump|raise|reduce) (?:taking )?(?:his |her |my |their )?(?:meds?|medications?|insulin|pills|dose|metformin|lisinopril|statin|${DRUG_NAME})\b`,
);
/** Someone's immigration ("green card thru marriage") is an immigration lawyer's question. */
const IMMIGRATION =
  /\buscis\b|\bh-?1-?b\b.{0,30}\b(?:denied|appeal|rfe|lottery)\b|\bsponsor (?:his|her|my|their|a) (?:\w+ )?(?:brother|sister|parents?|mom|mother|dad|father|wife|husband|spouse|fianc\w*|family|relative|nephew|niece|cousin)\b|\b(?:fastest|quickest|easiest|best|cheapest) way (?:to|for (?:him|her|them) to) (?:get|obtain) (?:a |his |her |their )?(?:green card|citizenship|work visa)\b|\bgreen card (?:thru|through|via|by|from|based on) (?:his |her |their |an? |the )?(?:marriage|marrying|work|employer|job|family|spouse)\b|\bmarriage[- ]based green card\b|\bhow (?:do|does|can|could) (?:i|he|she|they|my \w+|his \w+|her \w+) get (?:a |his |her |their )?(?:green card|citizenship|work visa)\b|\b(?:citizenship|naturali[sz]ation) (?:test|interview|application|process)\b|\b(?:h-?1b|visa) (?:lottery|transfer|extension|renewal)\b|\brenew (?:his|her|their|a|the|my) green card\b|\bgreen card (?:expires|expired|expiring|renewal)\b|\b(?:student|work|tourist|travel|fiance) visa\b.{0,40}\b(?:forms?|apply|application|process|how|get)\b/i;
const SPORTS =
  /\bwho (?:wins|will win|won)\b|\b(?:chiefs|cowboys|eagles|packers|steelers|super bowl|world series|march madness|nfl|nba)\b/i;

/** "Draft a simple will", "write me a complaint to sue": legal documents are an attorney's to draft. */
const DRAFT_LEGAL =
  /\b(?:draft|write|prepare|draw up)\s+(?:me\s+)?(?:up\s+)?(?:a|an|her|his|my|the|their)?\s*(?:own |simple |basic |quick )?(?:will|living will|trust(?: document)?|power of attorney|poa|prenup|complaint|lawsuit|petition|legal (?:letter|document))\b/i;

const CREDITOR_PROTECTION =
  /\b(?:protected|exempt|shielded|safe) from (?:creditors|lawsuits?|judgments?|being sued|a judgment)\b|\bcreditor protection\b|\basset protection\b|\b(?:cash value|annuit\w*|policy|policies|life insurance)\b.{0,30}\b(?:protected|exempt)\b|\b(?:protected|exempt)\b.{0,30}\b(?:cash value|annuit\w*)\b/i;

/** Writing software is not the trade, whatever the software is for ("scrape leads"). */
const WRITE_CODE =
  /\b(?:vlookup|xlookup|hlookup|spreadsheet formula|pivot tables?|#n\/a)\b|\b(?:excel|google sheets?) (?:formula|macro|error|keeps|won'?t|isn'?t working)\b|\b(?:write|fix|debug|build|code) (?:me )?(?:some |a |an |my )?(?:code|python|javascript|sql|excel formula|scraper|macro|vba)\b|\b(?:python|javascript|js|sql|vba|powershell) script\b|\bscrap(?:e|ing|er) (?:facebook|linkedin|profiles|websites?)\b/i;
const PERSONAL_TAX =
  /\b(?:my|our) schedule c\b|\b(?:fill out|do|prepare|file) (?:my |our )?schedule c\b|\bhome office\b.{0,40}\b(?:deduct\w*|write[- ]?off)\b|\bdeduct\w* (?:my )?(?:home office|mileage)\b|\bwrite (?:it )?off\b.{0,50}\b(?:my|on my)\b.{0,20}\b(?:1099|taxes|tax return|schedule c)\b|\b(?:my|of my) commissions?\b.{0,30}\bwrite (?:it )?off\b|\bmy (?:own )?quarterly (?:estimated )?tax\w*\b|\b(?:my|our) (?:rental|house|property)\b.{0,40}\bschedule e\b|\bdepreciat\w* (?:my|our) (?:rental|house|property|car)\b|\bquarterly (?:estimated )?tax(?:es)?\b.{0,20}\b(?:my|our)\b.{0,30}\b(?:shop|store|business|etsy|side hustle)\b|\b(?:my|our) (?:wife'?s |husband'?s )?(?:\w+ ){0,2}(?:etsy|ebay|shopify) (?:\w+ ){0,2}(?:shop|store|business)\b|\bwhat can i write off\b|\bwrite (?:off )?(?:my|the) \w+ (?:on|from) my\b|\bwrite[- ]?offs? (?:for|as) (?:an? )?(?:1099|agent|independent)\b|\bclaim (?:her|his|my|their|a) \w+ as (?:a )?dependents?\b|\bdependents? on (?:her|his|my|their) tax\w*\b|\b(?:can|what can|should) i deduct\b.{0,40}\b(?:my|as an? (?:1099|agent|independent))\b|\b(?:file|pay|figure|calculate) (?:my )?quarterly (?:estimated )?(?:taxes|tax payments|estimates)\b|\bdeduct\b.{0,40}\b(?:on|from|for) my\b.{0,20}\btax\w*\b|\bmy (?:own )?(?:1099|w-?2|business|self[- ]employment) tax\w*\b|\bmy own tax\w*\b|\bwrite off my (?:car|truck|phone|home office|mileage|gas|vehicle)\b|\b(?:do|file|prepare|fill out|fill in|complete) (?:my|our|his|her) (?:schedule c|taxes|1040|tax return|quarterly estimates?)\b|\b(?:fill (?:out|in)|do|complete|prepare) (?:my |the |a )?schedule c\b|\btax return\b|\b1040\b|\breport (?:\w+ ){0,3}income\b|\bhow (?:do|should) (?:i|we|she|he) file (?:my |our |his |her |their )?(?:taxes|tax return|return)\b|\bfile (?:my|our|his|her|their) taxes\b|\b(?:my|our) (?:own )?taxes\b/i;
const SMALL_TALK =
  /^\s*(?:hi|hello|hey|yo|hiya|good (?:morning|afternoon|evening)|test(?:ing)?|thanks?(?: you)?|thank you|thx|ty|ok(?:ay)?|cool|great|awesome|who are you|what are you|what can you do|are you (?:a bot|real|there|ai)|you there|help)[\s!.?,]*(?:test(?:ing)?|there|mentor|bot|again|so much|a lot)?[\s!.?]*$/i;

void PERSON;

/** A death already being claimed ("says it was an overdose, won't pay the rider"): not happening now. */
const CLAIMED_DEATH =
  /\bsuicide clause\b|\b(?:won'?t pay|wont pay|refus\w* to pay|death certificate|death claim|autopsy|cause of death|died|passed away)\b|\bif (?:someone|somebody|he|she|they|the insured|a client|the client|my client|the policyholder) (?:dies|died|passes) (?:of|from)\b|\b(?:pays? out|covered|excluded|exclusion|cover) (?:for |on )?(?:an? )?(?:accidental )?overdose\b|\boverdose\b.{0,30}\b(?:excluded|covered|exclusion)\b/i;

/**
 * Violence in the room told by what is done rather than named: hands laid on someone or things
 * broken, with the agent or the victim still there or a weapon in it ("punched a hole in the wall…
 * im still here", "grabbed her arm and wont let her leave"). Shouting or a threat to cancel is not it.
 */
const PHYSICAL =
  /\b(?:punch(?:ed|ing) (?:him|her|me|a hole|holes|the wall|walls)|smash(?:ed|ing) (?:his|her|their) (?:phone|tv|window|dishes|plates|car)|thr(?:ew|owing) (?:things|stuff|dishes|plates|chairs?|a chair|a plate|a lamp|the tv|a glass)|grabb?(?:ed|ing) (?:her|him)\b(?! (?:a|some|the) \w)|shov(?:ed|ing)|push(?:ed|ing) (?:her|him|me) (?:down|into|against)|block(?:ed|ing) the door|won'?t let (?:me|her|him|us) leave|(?:kicked|broke) (?:in |down )?the door)\b/i;
const STILL_THERE =
  /\b(?:i'?m|im|i am|she'?s|shes|she is|we'?re|we are) still (?:here|there|inside|in the (?:house|room|kitchen|home))\b|\b(?:right now|just now|happening now|coming back)\b|\b(?:i'?m|im|i am|we'?re|we are) (?:in|at) (?:the|her|his|their) (?:kitchen|house|home|living room|bedroom|garage|place)\b|\b(?:he'?s|hes|she'?s|shes) (?:in|at) the \w+ now\b/i;

function violenceNow(q: string): boolean {
  return PHYSICAL.test(q) && STILL_THERE.test(q);
}

function emergency(q: string): boolean {
  if (violenceNow(q)) return true;
  if (DANGER_IF_NOW.test(q) && !LIVES_WITH.test(q) && (URGENT.test(q) || !(PAST_EVENT.test(q) || CHRONIC.test(q))))
    return true;
  if (
    DANGER.test(q) &&
    !/\b(?:years?|yrs?|months?) ago\b|\bin (?:19|20)\d\d\b|\bhistory of\b|\bhx of\b|\blast (?:year|month|spring|summer|fall|winter)\b|\bturned out\b|(?<!all at )\bonce\b/i.test(
      q,
    ) &&
    !(CLAIMED_DEATH.test(q) && !URGENT.test(q)) &&
    !(CHRONIC.test(q) && !URGENT.test(q))
  )
    return true;
  const symptoms = new Set([...q.matchAll(new RegExp(SYMPTOM.source, 'gi'))].map((m) => m[0].toLowerCase()));
  if (symptoms.size === 0) return false;
  // Urgency said outright beats history words ("he had chest pain an hour ago and now…").
  if (URGENT.test(q) && !/\b(?:years?|yrs?|months?) ago\b|\bin (?:19|20)\d\d\b|\blast (?:year|month)\b/i.test(q))
    return true;
  if (symptoms.size > 1 && MIDWAY.test(q) && !CHRONIC.test(q)) return true;
  // Two symptoms the agent is watching now outweigh a dated history ("had a stent in 2021").
  if (
    symptoms.size > 1 &&
    WITNESSED.test(q) &&
    !(CHRONIC.test(q) && /\b(?:what class|class|level or graded|rated?|qualif\w*|underwrit\w*)\b/i.test(q))
  )
    return true;
  if (symptoms.size > 1 && PRESENT_TENSE.test(q) && !PAST_EVENT.test(q) && !CHRONIC.test(q)) return true;
  return symptoms.size > 1 && !TOLD_AS_HISTORY.test(q) && !CHRONIC.test(q);
}

/** "Insured died by suicide 14 months after issue": a claim question about a death that happened. */
const SUICIDE_DEATH =
  /\b(?:(?:denied|say|says|ruled|claim)\b.{0,30}\bsuicide not an accident|(?:it was|was) suicide not|died (?:by|of|from) suicide|committed suicide|suicide death|death (?:was|by|ruled) (?:a )?suicide|took (?:his|her|their) own life)\b/i;

/** Warning signs that outweigh a contract question ("…suicide clause question right?"). */
const WARNING_SIGNS = any(
  // "Handed me her late husband's watch 'for your boy'… already gave the dog to the neighbor": two gifts.
  String.raw`^(?=(?:.*?\b(?:gave|giving|given|handed|handing|gives) (?:away )?(?:me |us )?(?:the|his|her|their|my|all (?:her|his|my)) (?:\w+ ){0,2}(?:dog|cat|pets?|watch|ring|rings|jewelry|guns?|rifle|truck|tools|collection|quilts?|bible|necklace)\b){2})`,
  String.raw`\b(?:gave|giving|gives|give) (?:away )?(?:all )?(?:of )?(?:his|her|their|my) (?:dog|cat|pets?|guns?|things|stuff|belongings|tools|possessions|collection|prized \w+|watch|truck|car)\b`,
  String.raw`\b(?:family|fam|wife|husband|kids|children|everyone|they) (?:would be|will be|'d be|is|are|r) better off\b`,
  // Plans and hopelessness outweigh a question about the suicide clause asked beside them.
  String.raw`\b(?:has|got|have|with) (?:the |his |her |my )?(?:\w+'?s )?(?:pills?|meds|gun|rope|revolver|pistol|rifle|shotgun|firearm) (?:ready|counted|out|saved|loaded)\b|\b(?:the |my |his |her )?(?:pills?|meds|gun|rope) (?:are|is|r) (?:all )?(?:ready|counted|lined up|set out)\b`,
  String.raw`\b(?:doesn'?t|does not|don'?t|do not|can'?t|dont|doesnt|cant) see (?:the|any) point(?: anymore| in (?:living|going on))?\b`,
  String.raw`\b(?:don'?t|dont|do not|doesn'?t|doesnt|does not) (?:want|wanna) (?:to )?(?:be here|be alive|live|wake up|be around)(?: anymore)?\b`,
  String.raw`\bbetter off (?:dead|without (?:me|him|her)|with (?:my|his|her) (?:policy|life insurance|insurance) money)\b`,
  String.raw`\bon purpose\b.{0,40}\b(?:die|dies|dead|wake up|end it)\b|\bwake up\W{0,3} on purpose\b`,
  String.raw`\b(?:pills?|meds) (?:all )?(?:counted|lined|laid) (?:out|up)\b|\b(?:texted|messaged|sent) (?:me |us )?(?:a )?goodbye\b`,
  String.raw`\bdrive (?:my |his |her |the )?(?:car |truck )?(?:into|off) (?:a |the )?(?:lake|river|bridge|cliff|wall|tree|ocean|bay)\b`,
);

/**
 * The signs of a suicide risk by kind, for wordings no single pattern knows: despair said of oneself or
 * the client, a farewell, and lethal means. Despair with a farewell or the means ("done with everything…
 * took a bottle of pills"), or a plain farewell with the means, is a risk; one sign alone is how people talk.
 */
const DESPAIR = any(
  String.raw`\b(?:can'?t|cant|cannot) (?:do this|take (?:it|this)|go on|keep going) any ?more\b|\bno way out\b|\bnothing (?:left )?to live for\b|\bno reason to (?:live|keep going|go on)\b`,
  String.raw`\btired of (?:living|being alive)\b|\b(?:done|finished) with (?:everything|it all|life|living)\b|\b(?:i'?m|im|i am|he'?s|hes|she'?s|shes|i feel like|feels like) (?:just )?a burden\b|\b(?:feels?|feeling|is|i'?m|im) (?:so |completely |totally )?hopeless\b`,
  // "Tired of being a burden", "the policy is the only thing id be worth", "nothing left since the divorce".
  String.raw`\btired of being a burden\b|\bonly thing (?:i'?d|id|i would|he'?d|hed|he would|she'?d|shed|she would) (?:ever )?be worth\b|\bworth more (?:dead|gone)\b|\b(?:got|has|have) nothing left (?:since|after|anymore|to live)\b|\b(?:gonna|going to) need it sooner than (?:he|she|they|you) thinks?\b|\b(?:make it |if it )looks? like an accident\b`,
);
/** Closings that end ordinary chats too ("thanks for everything"): a farewell only beside another sign. */
const FAREWELL =
  /\b(?:thanks?|thank you) for everything\b|\btake care of (?:my|the) (?:kids|dog|cat|family|wife|husband|daughter|son)\b|\blove you all\b/i;
/** A farewell that is one by itself. */
const PLAIN_FAREWELL =
  /\bgoodbye\b|\b(?:won'?t|wont|will not) be (?:bothering|burdening|troubling) (?:anyone|anybody|you|them|nobody)\b|\b(?:won'?t|wont|will not) need (?:[\w']+ ){1,6}(?:after|past|by) (?:tonight|tomorrow|this weekend|the weekend|friday|saturday|sunday|monday)\b|\bwr(?:ote|itten|iting) (?:\w+ ){0,2}letters? (?:to|for) (?:everyone|everybody|the family|each of)\b|\bwrote everyone letters\b|\btell (?:them|my \w+|the kids|everyone) (?:that )?i love (?:them|you|her|him)\b|\b(?:won'?t|wont|will not) be (?:around|here) (?:much )?(?:longer|anymore)\b|\blast (?:message|text|call) (?:you'?ll|you will) (?:get|hear)\b/i;
const MEANS = any(
  String.raw`\b(?:gun|pistol|revolver|shotgun|handgun|firearm|glock|9 ?mm|rope|noose|razor)\b|\bbridge\b(?!\s+(?:her|him|them|the gap|till|until|to|policy|coverage|loan|financing))|\bloaded tonight\b|\b(?:quit|stopped|stopping|quitting|off) (?:taking )?(?:his|her|my) (?:insulin|meds|medications?|dialysis|heart meds|blood pressure meds)\b.{0,30}\b(?:on purpose|deliberately|to speed things up)\b|\bspeed things up\b|\b(?:a|the|whole|entire|her|his|my) bottle of (?:\w+ )?(?:pills|meds|sleeping pills|pain pills)\b|\b(?:all|a bunch|a handful) of (?:his |her |my |the )?(?:pills|meds|sleeping pills)\b`,
);

function suicideSigns(q: string): boolean {
  // "Does the suicide clause apply if it looks like an accident": the contract, unless a plan is said.
  if (SUICIDE_CONTRACT.test(q) && !SUICIDE_PLAN.test(q)) return false;
  // "Thank you for everything… i wont be bothering anyone after tonight": two farewells (a bare goodbye
  // beside a thank-you closes ordinary chats).
  if (
    FAREWELL.test(q) &&
    PLAIN_FAREWELL.test(q.replace(/\bgoodbye\b/gi, ' ')) &&
    /\b(?:tonight|tomorrow|this weekend|money|policy|bene\w*)\b/i.test(q)
  )
    return true;
  // Any two kinds of sign together.
  return [DESPAIR, PLAIN_FAREWELL, MEANS].filter((kind) => kind.test(q)).length >= 2;
}

function suicide(q: string): boolean {
  if (WARNING_SIGNS.test(q)) return true;
  if (suicideSigns(q) && !SUICIDE_DEATH.test(q)) return true;
  if (!SUICIDE_RISK.test(q)) return false;
  if (
    SUICIDE_DEATH.test(q) &&
    !/\b(?:wants? to|going to|gonna|plans? to|thinking about) (?:die|end|kill|do it|hurt|take)\b/i.test(q)
  )
    return false;
  // Someone said to be thinking of it now ("been thinking about ending it so the kids get the money")
  // is at risk, however the question about the policy is put.
  if (CONSIDERING.test(q)) return true;
  return !SUICIDE_CONTRACT.test(q) || SUICIDE_PLAN.test(q.replace(/\bafter (?:2|two) years\b/i, ''));
}

const CONSIDERING =
  /\b(?:thinking (?:about|of)|talking about|considering|wants? to|going to|gonna|plans? to|planning to|ready to) (?:ending it|end(?:ing)? (?:it all|(?:his|her|their|my) (?:own )?life)|kill(?:ing)? (?:him|her|them|my)sel(?:f|ves)|taking (?:his|her|their|my) (?:own )?life|suicide)\b/i;

/** "Tell them it's a state-approved government program": a false affiliation, whatever the product. */
/** "Tell them their old carrier is going under": a lie to move a client's policy (twisting). */
const TWISTING =
  /\b(?:tell|telling|say|saying)\b.{0,45}\b(?:carrier|company|insurer)\b.{0,10}\b(?:is )?(?:in (?:financial |serious |big )?trouble|(?:financially )?unstable)\b|\b(?:tell|telling|say|saying|let them think|make them think)\b.{0,45}\b(?:their|the|his|her|your|that|this) (?:old |current |existing )?(?:\w+ ){0,2}(?:carrier|company|insurer|policy|plan)\b.{0,20}\b(?:is )?(?:(?:about to |gonna |going to )?(?:go|going) belly up|about to (?:go under|fail|fold|cancel \w+|drop \w+)|(?:gonna|going to|will) cancel (?:everyone|everybody|all|her|his|them)|going under|going bankrupt|bankrupt|failing|going out of business|closing|shutting down|not safe|won'?t pay|being discontinued|cancell?ed)\b/i;

const FALSE_AFFILIATION =
  /\b(?:tell|say|call it|present it as|pitch it as|make it sound like|act like)\b.{0,50}\b(?:government|gov'?t|state[- ]approved|state[- ]sponsored|state program|medicare|social security|federal)\b.{0,25}\b(?:program|approved|sponsored|benefit|plan|office|agency)\b|\btell (?:seniors|them|clients|her|him|people|leads|folks)\b.{0,20}\b(?:i'?m|im|i am|we'?re|we are) (?:with|from|part of) (?:the )?(?:state|government|gov'?t|medicare|social security|federal)\b/i;
/** "FE mailer idea: medicare looking logo + 'Social Security Benefit Notice' header, ok to run?": the agent's own piece. */
const DRESSED_AS_GOVERNMENT =
  /\b(?:medicare|social security|government|gov'?t|federal|irs|state seal)\b[^.?!]{0,25}\b(?:logo|seal|header|letterhead|envelope|benefit notice|eagle)\b|\b(?:logo|header|letterhead|envelope)\b[^.?!]{0,30}\b(?:medicare|social security|government|gov'?t|federal)\b/i;
const OWN_PIECE =
  /\b(?:mailers?|ads?|flyers?|postcards?|letters?|envelopes?)\b.{0,60}\b(?:idea|ok to (?:run|send|use|mail)|can i (?:run|send|use|mail)|should i (?:run|send|use)|i(?:'m| am)? (?:gonna|going to|want to) (?:run|send|use|mail))\b|\b(?:idea|ok to (?:run|send|use|mail)|can i (?:run|send|use|mail))\b.{0,60}\b(?:mailers?|ads?|flyers?|postcards?)\b/i;
/** "Can i just tell her the 2 yr graded period doesnt apply to her": a policy's terms misstated to a client. */
export const LIMITATION_DENIED =
  /^(?=.*\b(?:graded|modified|gi|guaranteed issue|waiting|2[- ]?y(?:ea)?r)\b).*\b(?:say|tell (?:her|him|them)) (?:it'?s |its |it is )?full coverage (?:from )?day (?:1|one)\b|\b(?:graded|waiting|2[- ]?y(?:ea)?r|two[- ]year|exclusion|surrender|limitation|contestab\w*|suicide)\b[^.?!]{0,30}\b(?:doesn'?t|does not|won'?t|will not|don'?t|do not|isn'?t|is not|never) (?:apply|count|matter|exist)\b(?! to (?:an? )?accident)/i;
const TERMS_MISSTATED =
  /\b(?:can|could|should) i (?:just )?(?:tell|say to|promise|assure) (?:her|him|them|the client|my client|clients|seniors)\b/i;

// ── A false answer asked for, however it is worded ──────────────────────────────────────────────
/**
 * "Can we just put 5'10 220, hes close", "can i say he has no other coverage, he has 3 FE policies",
 * "can i put 90k so he qualifies": a request (can we, just, if I…) to write or say something on the
 * application that the message itself contrasts with the truth or aims at an outcome. The three cue
 * families must occur together, so "can I put the trust as beneficiary?" is not caught.
 */
const ASKS_TO = any(
  String.raw`\b(?:can|could|should|shall) (?:i|we|he|she|they|you)\b`,
  String.raw`\b(?:is it ok(?:ay)?|would it be ok(?:ay)?|any (?:way|harm|problem)) (?:if|to)\b`,
  String.raw`\blet'?s\b|\bgonna\b|\bgoing to\b|\bi'?ll\b|\bwe'?ll\b|\bjust\b`,
  String.raw`\bif (?:i|we|he|she|they) (?:just )?(?:put|say|write|mark|list|tell|answer|call|round|use|change)\b`,
  String.raw`\bhow (?:do|can|should|would) (?:i|we)\b|\bwhat'?s the (?:best|easiest|right)? ?(?:way|trick)\b|\bwhats the (?:best |easiest )?(?:way|trick)\b|\bany (?:way|trick)s?\b`,
);
const WRITES = any(
  String.raw`\b(?:put|say|write|(?<!(?:year|yr|month|mo|week) )mark|list|tell|word|phrase|change|round|answer|record|enter|claim|fill (?:in|out)|type|report)\b`,
);
const AGAINST_TRUTH = any(
  // "Mark no on the replacement q even tho hes cashing out": a "no" said against what follows.
  String.raw`\b(?:no|none|non[- ]?\w+)\b.{0,40}\beven (?:tho|though)\b`,
  String.raw`\bso (?:it|he|she|they|the app|the case|the application) (?:looks?|reads?|shows?|seems?|sounds?)\b|\blooks? (?:better|cleaner|like (?:regular|normal|it was))\b`,
  String.raw`\b(?:he'?s|she'?s|hes|shes|it'?s|its|they'?re) (?:close|kinda|sort of)\b|\bclose enough\b|\bkinda (?:both|true|the same)\b`,
  String.raw`\b(?:he|she|they) (?:really|actually) (?:is|has|was|weighs|makes|smokes|vapes|uses|takes)\b|\bnot (?:really )?quitting\b`,
  String.raw`\b(?:weighs|makes|earns|is|was)\s+\d[\d,.]*\s*(?:k|lbs?)?\s+but\b.{0,30}\b(?:if (?:i|we)|can (?:i|we)|i'?ll|we'?ll|just)\b`,
  String.raw`\bwhat (?:she|he|they) (?:weighed|used to weigh|made)\b|\bwe'?ll deal w(?:ith|\/)? it\b|\bless paperwork\b|\bdon'?t want (?:him|her|them|it) to look\b|\bdont want (?:him|her|them|it) to look\b`,
  String.raw`\b(?:no|none|never|not)\b.{0,60}\b(?:he|she|they) (?:has|have|had) (?:\w+ ){0,3}(?:already|actually)\b|\bmet (?:him|her|them) today\b|\b(?:is|are) actually (?:paying|the (?:owner|payer|payor|one paying))\b`,
);
const FOR_OUTCOME = any(
  String.raw`\bso (?:he|she|they|it|the app|the case|we|the \w+)(?:'ll| will| can| could)? (?:qualif\w*|gets?|goes? (?:thru|through|in)(?! faster| quicker| quickly| smoothly)|pass\w*|comes? (?:out|back) (?:as |at )?(?:a )?(?:level|preferred|standard|non[- ]?\w+|clean|approved|better|ok(?:ay)?)|avoids?|skips?|stays? (?:level|preferred|standard)|lands?|doesn'?t get|dont get|don'?t get|won'?t get)\b`,
  String.raw`\b(?:she|he|they) (?:gets|lands) (?:level|preferred|non[- ]?tob\w*|standard)\b|\b(?:she|he|they|it) (?:fits|makes) (?:the )?(?:\w+ )?(?:build )?chart\b`,
  String.raw`\bso (?:the \w+ )?goes (?:thru|through)\b(?! faster| quicker| quickly| smoothly)|\bso (?:we|he|she|they|it) (?:can )?(?:dodge|avoid|skip|get around|duck)\b|\bto test clean\b|\b(?:past|around|by) the (?:mib|rx|exam|paramed|underwriter|check|questionnaire)\b`,
);
/** What a false answer would be about: the application, its checks, a health or financial fact. */
const HEALTH_WORDS = new RegExp(
  `\\b(?:${[...CONDITIONS.flatMap((c) => c.aliases), ...MEDICATIONS.keys(), ...BRAND_MEDICATIONS.keys()]
    .filter((w) => w.length >= 3)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .sort((a, b) => b.length - a.length)
    .join('|')})\\b`,
  'i',
);
const ABOUT_APPLICATION = any(
  String.raw`\b(?:level|graded|modified|gi|si|guaranteed|approved|approval|qualif\w*|declined|rated|non[- ]?tob\w*|non[- ]?smok\w*|paramed|cup|labs?|suitability|replacement|net worth|income|meds|none|occupation|avocation|questionnaire|agent report|owner|payer|payor|bene|beneficiary|address|nursing home|signed|date|bday|birthday|weight|weighed|height|a1c|coverage|policies|hospital\w*|alz\w*|dementia|memory|answers?|\d+\s*(?:lbs?|k)\b|\d'\d+)\b`,
);

/** Requests whose wording alone is the deception, beside anything about the application or health. */
const FALSE_ANSWER = any(
  // "Sign the agent report saying ive known the client 5 yrs, met him yesterday off a lead".
  String.raw`\bagent(?:'s)? report\b.{0,60}\b(?:known|know)\b.{0,40}\b(?:met (?:him|her|them) (?:today|yesterday|last week|this week)|just met|never met|off a lead)\b`,
  // "Can we just say the truvada is for prep", "can we just call it chest pain".
  String.raw`\b(?:can|could|should) (?:i|we) just (?:say|put|write|mark|list) (?:(?:that|the \w+|his \w+|her \w+|he|she|it|they)(?:'s| is| was| has| had| quit| never| doesn'?t| didn'?t| does not)|no\b|none\b|non[- ]?\w+|\d)`,
  String.raw`\b(?:can|could|should) (?:i|we) (?:just )?tell (?:them|underwriting|the underwriter|the carrier) (?:that )?(?:he|she|they|hes|shes)(?:'s| is| was| has| had|s)?\b`,
  // "Can we just call it chest pain", "can we call the aricept a memory vitamin" (not "call it a graded plan when explaining").
  String.raw`\b(?:can|could|should) (?:i|we) (?:just call (?:it|that|this)|(?:just )?call (?:it|that|the \w+|his \w+|her \w+) (?:an? |just ))\s*\w+(?![^.?!]*\b(?:when (?:explaining|talking|presenting)|to (?:the|my|a) client)\b)`,
  String.raw`\bcoach(?:ing)? (?:him|her|them|the client|my client|clients) (?:to|on how to) (?:say|answer|put|check|mark|tell)\b`,
  String.raw`\b(?:trick|hack|loophole|secret)s?\b.{0,60}\b(?:approved|level|preferred|qualif\w*|past|non[- ]?tob\w*)\b.{0,40}\b(?:say|answer|put|word|tell)\b`,
  String.raw`\b(?:don'?t|dont|won'?t|wont|doesn'?t|doesnt) show (?:up )?on (?:the )?(?:rx|mib|mvr|background|script)\b.{0,40}\b(?:skip|leave|not (?:list|mention|put)|omit)\b`,
  String.raw`\b(?:stop|quit)\w* (?:vaping|smoking|chewing|dipping|the \w+)\b.{0,40}\bto (?:test|come back|show|pee) (?:clean|negative)\b|\bnot (?:really )?quitting\b.{0,80}\b(?:test|paramed|exam|non[- ]?tob)\b`,
  String.raw`\b(?:client|he|she|they) (?:lies|lied|is lying|are lying)\b.{0,50}\b(?:not say anything|keep quiet|stay quiet|say nothing|look the other way|not (?:mention|report) it)\b`,
  String.raw`\bsay (?:she|he|they) (?:lives?|live) at home\b|\b(?:put|use|list|give) (?:her|his|their|my|a|the) (?:\w+'?s )?address\b.{0,40}\bsay\b`,
  // A stand-in for the exam: "his brother wants to do the paramed for him", "a different lady pee in the cup".
  String.raw`\b(?:brother|sister|twin|son|daughter|friend|cousin|buddy|wife|husband|someone else|somebody else|another (?:person|lady|guy|woman|man)|a different (?:person|lady|guy|woman|man))\b.{0,50}\b(?:do|take|sit for|go to|pee (?:in|for)|give)\b (?:the |his |her )?(?:paramed|exam|cup|urine|blood ?(?:draw|work)?|labs?|sample|swab|phone interview)\b`,
);

/** The client facts a false answer changes ("put 5'10 instead of 5'8", "net worth at 300k instead of 40k"). */
const CLIENT_FACT =
  /\b(?:health (?:questions|qs)|medical (?:questions|qs)|income|net worth|salary|assets|makes|earns|weight|weighs?|weighed|height|occupation|job|works? as|cashier|address|lives|dob|birth|age|tobacco|smok\w*|vap\w*|nicotine|a1c|bp|diagnos\w*|dx|hospital\w*|meds|medications?|known|stay|\d'\d+|\d+ ?lbs?)\b/i;
/**
 * "5'10 instead of 5'8", "net worth at 300k instead of 40k", "hes a cashier instead of a commercial
 * fisherman", "dehydration instead of chf": one value of a client fact said for another ("a 20 yr term
 * instead of 30" or "500k instead of 250k" is a choice of product; "typed lisinopril instead of losartan"
 * a correction).
 */
function factSwapped(q: string): boolean {
  if (
    /\b(?:typo|typed|by mistake|mistake|wrong one|correct(?:ed|ing)? (?:it|the|a|that)|fix(?:ed|ing)? (?:it|the|a|that))\b/i.test(
      q,
    )
  )
    return false;
  for (const m of q.matchAll(/\b(?:instead of|rather than)\b/gi)) {
    const before = q.slice(Math.max(0, m.index - 25), m.index);
    const after = q.slice(m.index + m[0].length, m.index + m[0].length + 30);
    if (HEALTH_WORDS.test(after)) return true;
    if (/\d/.test(before + after) && CLIENT_FACT.test(before + after)) return true;
    const around = before + m[0] + after;
    if (/\b(?:he'?s|she'?s|hes|shes|is) (?:a|an) \w+(?: \w+)? (?:instead of|rather than)\b/i.test(around)) return true;
  }
  return false;
}

function falseAnswerAsked(q: string): boolean {
  // Someone interpreting the interview or reading the questions aloud is help, not a stand-in.
  if (/\binterpret\w*|\btranslat\w*|\bhard of hearing\b|\bread (?:them|it|the questions) (?:to|for)\b/i.test(q))
    return false;
  if (FALSE_ANSWER.test(q) && (APPLICATION.test(q) || ABOUT_APPLICATION.test(q) || HEALTH_WORDS.test(q))) return true;
  if (!ASKS_TO.test(q) || !WRITES.test(q)) return false;
  const contrast = AGAINST_TRUTH.test(q) || factSwapped(q);
  if (!contrast && !FOR_OUTCOME.test(q)) return false;
  // An outcome aimed at by a choice of product ("a 20 yr term instead of 30 so she qualifies") is no
  // false answer: one needs a client fact or a condition being written.
  if (!contrast && !(CLIENT_FACT.test(q) || HEALTH_WORDS.test(q))) return false;
  return APPLICATION.test(q) || ABOUT_APPLICATION.test(q) || HEALTH_WORDS.test(q);
}

/** "The question excludes basal cell": a "no" the question's own wording allows. */
const EXCLUDED_BY_QUESTION =
  /\b(?:question|app|application) (?:excludes?|doesn'?t (?:ask|count|include))\b|\bexcluded (?:from|by|in) the (?:\w+ )?question\b/i;

/**
 * "He had a dui he left off the app" (the client has died, the claim is in review): an omission told as
 * done, with nothing asked, is a question about what the carrier can do with it, not a request to hide it.
 */
const OMISSION_TOLD =
  /\b(?:he|she|they|i|we)\s+(?:\w+\s+){0,1}?(?:left|didn'?t (?:put|list|mention|disclose)|never (?:put|listed|mentioned|disclosed)|forgot to (?:put|list|mention))\b.{0,30}\b(?:off|on) (?:the|his|her|their) (?:app|application)\b/i;

/** "Client died last night… can i just date it tuesday and send it in": an application made after the death. */
const APP_AFTER_DEATH =
  /\b(?:date|dated) it (?:last )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|last week)\b|\b(?:died|passed (?:away)?)\b.{0,80}\b(?:never submitted|not submitted|still submit|send (?:it|the app) in|submit it now)\b/i;

/** A policy bought for someone else's profit ("investors pay the premiums, policies get sold to them after 2 years"). */
const STOLI =
  /^(?=.*\b(?:doesn'?t|does not|dont|won'?t|wont) (?:need to|have to|gotta) know\b)(?=.*\b(?:(?:my|a|the|his|her) (?:guy|buddy|friend|investor|partner)|someone else|a stranger) (?:will |is gonna |gonna )?(?:pay|pays|paying|cover)\b)|\b(?:investors?|investor group|a fund)\b.{0,80}\b(?:pay|pays|paying|cover|covers|will pay)\b.{0,20}\b(?:the |all )?prem\w*\b.{0,100}\b(?:sold|sell|transfer\w*|assign\w*)\b|\bpolicies (?:get |are |will be )?(?:sold|transferred|assigned) to (?:them|the investors?)\b/i;
/** "Can I tell him the IUL can never lose money and will def avg 8%": a return promised on an indexed or market product. */
const PROMISED_RETURN =
  /^(?!.*\b(?:myga|floor|minimum|fixed account|guaranteed (?:minimum|rate)|0 ?%)\b)(?=.*\b(?:iul|fia|vul|indexed|index|variable|market)\b)(?=.*\b(?:can|could|should) i (?:tell|say to|promise|show) (?:the |my |this )?(?:client|him|her|them|lead|prospect)s?\b).*\b(?:will (?:def(?:initely)?|for sure|always|surely) (?:avg|average|earn|make|get|return|do)|def(?:initely)? (?:avg|average|earn|make|return)|basically guaranteed|guaranteed (?:to )?(?:avg|average|earn|make|return))\b/i;
/** "Son is answering dad's health q's bc dad would flunk the cognitive part": someone else's answers for the insured. */
const STAND_IN_ANSWERS =
  /\b(?:son|daughter|wife|husband|kid|brother|sister|family)\b.{0,40}\banswer\w*\b.{0,40}\b(?:health|medical|med|app) (?:q'?s|questions)\b.{0,120}\b(?:would (?:flunk|fail|not pass)|wouldn'?t pass|flunk|so (?:i|we) (?:just )?(?:put|write|mark|go with))\b/i;
/** "Can I prep him to just say he drinks socially": answers rehearsed to mislead. */
const COACHED =
  /^(?!.*\b(?:honestly|truthfully|accurately)\b).*\b(?:coach|prep|train|rehears)\w* (?:him|her|them|the client|my client|clients) (?:to|on how to) (?:just )?(?:say|answer|put|check|mark|tell)\b.{0,40}\b(?:no|not|never|none|doesn'?t|didn'?t|socially|only|just|less|under|fewer)\b/i;
/** "Put the 1st on the signature date line so she keeps the younger age… carrier wont know". */
const DATE_MADE_UP =
  /^(?=.*\b(?:carrier|underwriting|underwriter|company|home office)(?:'ll| will)? (?:won'?t|wont|will never|never|doesn'?t|dont|don'?t) (?:know|find out|notice|catch (?:it|on))\b)(?=.*\b(?:put|date|dated|change|backdate|leave (?:it |that )?off|write|sign)\b)/i;

/** "Write last month's date by her sig so she gets 64 rates": a signature or application dated falsely. */
const FALSE_DATE =
  /\b(?:write|put|use|change|date)\b.{0,20}\b(?:last (?:month|week)'?s?|an? (?:earlier|older|different|fake)|yesterday'?s?|old)\b (?:date\b|one\b).{0,40}\b(?:sig\w*|signed|signature|app|application)\b/i;

/** Wordings that are a deception whatever else the question says. */
/** "If i tell him to say its just for sleep will the rx check flag it": an answer scripted to get past a check. */
const TOLD_TO_SAY =
  /\b(?:tell|have|get) (?:him|her|them|the client|my client) (?:to )?(?:say|claim|put) (?:it'?s |its |it is |it was |that it'?s |they'?re )?(?:just |only )(?:for|a|an)\b.{0,60}\b(?:rx|flag|catch|carrier|underwrit\w*|app|mib|notice)\b/i;
/** "Rewrite the same clients every 13 months once the chargeback period is over": churning for commission. */
export const CHURNING =
  /\bfresh (?:first[- ]y(?:ea)?r |fy )?(?:comp|commission)\b|\brewrit\w* (?:all )?(?:my |their |the )?\d+[- ]month[- ]old\b|\brewrit\w*\b.{0,60}\b(?:every|each) \d+ months?\b|\bchargeback period\b.{0,60}\b(?:rewrite|replace|fresh commission|new commission)\b|\bfresh commission\b/i;
/** "If i put 235 she makes the level plan… who's gonna check": a figure changed for the outcome. */
const FIGURE_CHANGED =
  /\b(?:put|use) my (?:own )?(?:email|phone|number|cell)\b.{0,40}\b(?:click|sign|thru|through)\b|^(?=.*\b(?:say|flyer|ad|mailer|tell|pitch|line|post)\b).*\b(?!0 ?%)\d+ ?% (?:a |per )(?:yr|year) guaranteed\b.{0,60}\b(?:cap|iul|fia|index)\b|^(?=.*\b(?:weigh\w*|lbs?|pounds|scale|build|dob|birth)\b).*\bif i (?:put|write|list|enter|say) (?:down )?(?:her |him |his |them )?(?:as |at )?\d{2,3}\b(?! ?(?:year|yr|k\b|,000))|\bwho'?s (?:gonna|going to) check\b(?=.*\b(?:app|exam|paramed|scale|weigh\w*|build)\b)/i;
/** "Investor pays all premium, they get 5k cash, he's owner and bene" on seniors he doesn't know. */
const STRANGER_OWNED =
  /^(?=.*\b(?:pays?|paying|cover\w*) (?:all |the )*prem\w*\b)(?=.*\b(?:owner|bene\w*)\b)(?=.*\b(?:investors?|strangers?|(?:he|she|they) (?:doesn'?t|don'?t|dont|doesnt) know|(?:they|seniors|each)(?: each)? (?:get|gets) \$?\d+k?)\b)/i;
/** "Word the copd question so she can say no with a straight face", "bump her birth year by one". */
const WORDED_TO_PASS =
  /\bword\w*\b.{0,40}\bquestion\b.{0,60}\bso (?:she|he|they|my client|the client) (?:can )?(?:say|answer|check|put) no\b|\bwith a straight face\b|\bso it comes out (?:no|yes|clean)\b|\b(?:bump|fudge|tweak|shift) (?:her|his|their|the) (?:birth ?year|dob|date of birth|birth ?date|birthday)\b|\bchange (?:her|his|their|the) (?:birth ?year|dob|date of birth|birth ?date|birthday)\b.{0,30}\b(?:so|to save|to get|to make|to keep)\b|^(?=.*\b(?:vap\w*|smok\w*|nicotine|cigs?|cigarettes?|dip|chew\w*|zyn|tobacco|cotinine|weed|thc)\b).*\b(?:stops?|quits?|lays? off)\b.{0,25}\b(?:a|one|1|2|two|a few|few|a couple of|couple) (?:days?|weeks?|wks?) before (?:the )?(?:swab|exam|paramed|labs?|test|cotinine)\b/i;
/** "Go do the paramed under the uncle's name": someone else takes the exam. */
const STAND_IN_EXAM =
  /\b(?:get|hop|jump) on and (?:be|pretend to be|act as|answer as) (?:him|her|them)\b|\bbe (?:him|her) (?:for|on) the (?:call|interview|phone)\b|\b(?:twin|brother|sister|cousin|buddy|friend|nephew|niece|son|daughter|someone else)\b.{0,80}\b(?:barely|doesn'?t|never|won'?t) (?:looks?|checks?) (?:at )?(?:the |his |her )?id\b|\b(?:do|take|go do|sit for) the (?:paramed|exam|blood ?work|labs|medical exam|phone interview|tele[- ]?interview)\b.{0,30}\b(?:under|in|as) (?:the |his |her )?(?:\w+'s )?(?:name|identity)\b|\bunder (?:the |his |her )?(?:uncle|dad|father|brother|client|mom|mother|cousin)'?s name\b/i;

const DECEPTIONS = [
  FALSE_DATE,
  STOLI,
  PROMISED_RETURN,
  STAND_IN_ANSWERS,
  COACHED,
  DATE_MADE_UP,
  APP_AFTER_DEATH,
  TOLD_TO_SAY,
  CHURNING,
  FIGURE_CHANGED,
  STRANGER_OWNED,
  STAND_IN_EXAM,
  WORDED_TO_PASS,
];

function misrepresentation(q: string): boolean {
  if (DECEPTIONS.some((deception) => deception.test(q))) return true;
  if (
    FALSE_AFFILIATION.test(q) ||
    TWISTING.test(q) ||
    ((TERMS_MISSTATED.test(q) || /\bcan i (?:just )?say\b/i.test(q)) && LIMITATION_DENIED.test(q))
  )
    return true;
  if (DRESSED_AS_GOVERNMENT.test(q) && OWN_PIECE.test(q) && !/\bis it legal\b|\bmy imo'?s\b/i.test(q)) return true;
  if (EXCLUDED_BY_QUESTION.test(q) && !STILL_HIDING.test(q)) return false;
  if (
    OMISSION_TOLD.test(q) &&
    // "She just told me she left her diabetes off": "just" tells when the agent learned it, asks nothing.
    !ASKS_TO.test(
      q.replace(/\bjust (?:told|found out|mentioned|said|admitted|realized|learned|remembered|confessed)\b/gi, ' '),
    ) &&
    !INSISTS.test(q) &&
    !STILL_HIDING.test(q.replace(OMISSION_TOLD, ' ')) &&
    !/\b(?:find out|catch|notice|see it|still (?:smokes|vapes|chews|uses|takes|drinks))\b|\b(?:we(?:'re| are)? good|we ok|is that (?:ok|okay|fine)|that (?:ok|okay|fine)|right)\s*\??\s*$/i.test(
      q,
    )
  )
    return false;
  const asked = falseAnswerAsked(q);
  if (asked && !(HONEST.test(q) && !INSISTS.test(q)) && !TRUTHFUL_NO.test(q)) return true;
  if (!DECEIVE.test(q) || !(APPLICATION.test(q) || HEALTH_WORDS.test(q))) return false;
  if (HONEST.test(q) && !INSISTS.test(q)) return false;
  if (SOFT_HONEST.test(q) && !STILL_HIDING.test(q) && !INSISTS.test(q) && !asked) return false;
  return !(TRUTHFUL_NO.test(q) && !INSISTS.test(q) && !/\b(?:leave|hide|lie|fudge|fake|omit|conceal)\b/i.test(q));
}

/** "Why are caps lower now?", "will that hurt his rates?", "investor pays the premiums": not a price asked for. */
const NOT_A_PRICE_ASK =
  /\b(?:e&o|errors and omissions)\b|\bleads?\b.{0,20}\b(?:going for|cost|costing|run|price)\b|\b(?:requested|asked for|filled out|submitted|sent (?:in|me)|requesting) (?:a |an |the |for a )?(?:online |free )?quotes?\b|\bhow (?:do|should|can) i (?:handle|respond|answer|deal with|reply)\b|\b(?:can|could|should|may) i (?:just )?(?:pay|cover|front|chip in for) (?:the |my |his |her |their )?(?:client'?s? |lead'?s? )?(?:first |1st |initial )?(?:month'?s? |months )?(?:premium|payment|draft)\b|^\s*why\b|\bwhy (?:is|are|does|do|did)\b|\b(?:hurt|affect|impact|raise|increase|change|ding) (?:his|her|their|the) (?:rates?|premiums?)\b|\b(?:pay|paying|pays) (?:the )?premiums? on\b|\bwhat(?:'s| is) (?:ag|actuarial guideline)\b|\blegit\b|\bcan (?:he|she|they) (?:even )?apply\b|\b(?:can'?t|cannot|couldn'?t|can no longer) afford\b|\b(?:jumped|went up|increased|doubled|tripled|skyrocketed|shot up)\b|\bwhat (?:payout|option|settlement option|annuity option)\b|\bcheapest way\b|\b(?:gul|iul|ul|term|wl|whole life|fe|myga|fia|cd) (?:or|vs\.?|versus) (?:gul|iul|ul|term|wl|whole life|fe|myga|fia|cd)\b|\bwants? (?:a )?better rate\b|\b(?<!\b(?:cap|caps|rate|rates|par|it|they|cap just|rate just)\s)(?:cancel|replace|drop(?! (?:the |their |its )?(?:caps?|rates?|par)\b)|lapse|surrender)\b(?! schedule)|\bwhat does (?:she|he|they|the client) get\b|\bif (?:the )?(?:s&p|index|market)\b|\brate class\b|\bwhat class\b|\b(?:non[- ]?smoker|non[- ]?tobacco|nonsmoker|tobacco|smoker|preferred|standard) rates?\b|\bwhat (?:do|should) i quote\b|\bsingle premium\b|\bdump\b|\bexplain\b|\b(?:good|decent|better|great|best possible) rates?\b(?!\s+(?:today|now|right now|this (?:week|month)))|\bis (?:he|she|they) (?:a |considered a )?(?:smoker|tobacco user|non[- ]?smoker)\b|\bthink (?:about|it over)\b|\b(?:stays?|stay) the same\b|\bdoubles?\b|\bprice (?:stays|change)\b|\b(?:cash(?:ing|es)? (?:it )?out|surrender(?:ing)?)\b.{0,60}\btax\w*\b|\bsleep on it\b|\btoo (?:much|expensive|high|pricey)\b|\btalk (?:to|with) (?:her|his|my|their) (?:husband|wife|kids|son|daughter|family)\b|\b(?:cost|profit) per (?:sale|lead)\b|\b(?:bc|because|cuz|since) (?:it'?s|its|it is) cheaper\b|\bsave\b|\bif (?:he|she|they|the client|the insured) (?:dies|died|passes|passed)\b|\bcan i (?:say|write|put|post|use)\b.{0,15}["'“]|\b(?:fia|myga|annuit\w*)\b[^?]{0,80}\b(?:needs? \$?\d+(?:,\d{3})*k?\b (?:for|from)|(?:take|takes|taking|pull|pulls|withdraw\w*) (?:out )?\$?\d+(?:,\d{3})*k?\b)|\b(?:my|an|the|this|a) (?:ad|ads|post|flyer|mailer|facebook ad|fb ad)\b/i;

/** "What do caps typically run these days, not a specific carrier": a range to explain, unless a carrier or today is named. */
const TYPICAL_RANGE =
  /^(?!.*\b(?:today|right now|rn|current(?:ly)?|this (?:week|month)|at [a-z]{4,})\b).*(?:\btypically (?:run|are|look like)\b|\bnot (?:a |for a |for any )?specific carrier\b|\bjust for explaining\b)/i;

/** A piece of advertising ("numbers for a mailer"), not AD&D. */
export const FOR_AN_AD = /\b(?:mailer|ad(?!&)|ads|flyer|postcard|facebook ad|fb ad|billboard|radio spot)\b/i;

/** "Americo's commission at my level": the carrier's schedule for the agent's contract, live whatever else is asked. */
export const OWN_COMMISSION = /\bcomm?ission\b.{0,30}\b(?:at|on) my (?:level|contract|comp level)\b/i;

function liveRate(q: string): boolean {
  return (
    PRICE.test(q) &&
    SPECIFIC.test(q) &&
    !(COMPUTABLE.test(q) && !OWN_COMMISSION.test(q)) &&
    // "Need numbers for a mailer, what will a 50yo pay… today": the mailer needs a live price.
    !(NOT_A_PRICE_ASK.test(q) && !(FOR_AN_AD.test(q) && /\btoday\b/i.test(q))) &&
    !TYPICAL_RANGE.test(q) &&
    !PRICE_OBJECTION.test(q)
  );
}

/** The intent that decides the reply, or null when the question should be answered from knowledge. */
export function classifySafety(question: string): SafetyIntent | null {
  // Quotes around a word or a phrase ("took 'all his pills'") are the agent quoting, not the words.
  const q = question
    .replace(/[’‘]/g, "'")
    .replace(/(^|\s)['"](\w+)['"](?=\s|$|[,.?!])/g, '$1$2')
    .replace(/(^|\s)['"](?=\w)|(?<=\w)['"](?=\s|$|[,.?!])/g, '$1');
  // Someone not breathing or unresponsive is an emergency first, whatever pills are beside them.
  if (
    /\b(?:not breathing|isn'?t breathing|stopped breathing|unconscious|unresponsive|can'?t wake|cant wake|won'?t wake|(?:don'?t|dont|do not) think (?:he|she|they)(?:'s|s| is| are|'re)? breathing)\b/i.test(
      q,
    )
  )
    return 'emergency';
  if (suicide(q)) return 'suicide';
  if (emergency(q)) return DIAGNOSIS.test(q) && !URGENT.test(q) && !DANGER.test(q) ? 'diagnosis' : 'emergency';
  // "One says the bene change was forged": a forgery alleged is a dispute, not one asked for.
  // Signing someone's name ("sign moms name") is forgery even beside a power of attorney, who signs her own.
  const signsName = /\bsign\w* (?:\w+'?s|his|her|their) name\b/i.test(q);
  if (FORGERY.test(q) && (!SIGNING_RULES.test(q) || signsName) && !FORGERY_ALLEGED.test(q)) return 'forgery';
  // Stopping a medication is a medical question before it is anything else.
  if (/\bshould (?:i|he|she|my client|the client) (?:stop|skip|double)\b/i.test(q) && DIAGNOSIS.test(q))
    return 'diagnosis';
  // "What metformin dose should I take?": the agent's own prescription is a doctor's question.
  if (
    /\bwhat (?:\w+ )?(?:dose|dosage|mg|amount)\b.{0,30}\bshould (?:i|he|she|we) take\b|\bhow (?:much|many (?:mg|pills))\b.{0,30}\bshould i take\b/i.test(
      q,
    )
  )
    return 'diagnosis';
  if (misrepresentation(q)) return 'misrepresentation';
  // The agent's own affairs outside insurance, whatever words of the trade they mention.
  if (PERSONAL_AFFAIRS.test(q)) return 'out_of_scope';
  if (ENTITY_TAX.test(q) && !POLICY_IN_BUSINESS.test(q)) return 'out_of_scope';
  if (STOCK_PICK.test(q) && !ABOUT_OUR_PRODUCTS.test(q)) return 'out_of_scope';
  if (
    ERRANDS.test(q) &&
    !/\b(?:policy|premium|underwrit\w*|annuit\w*|coverage|beneficiar\w*|insurance|travel|foreign|aviation|rider|questionnaire|app|e-?sign|seminar)\b/i.test(
      q,
    )
  )
    return 'out_of_scope';
  // "Client's grabbing her pill bottles, meanwhile gimme a chili recipe": cooking, whoever is in the room.
  if (COOKING.test(q) && !/\b(?:policy|premium|underwrit\w*|insurance|annuit\w*|coverage)\b/i.test(q))
    return 'out_of_scope';
  // Sports, however the client comes into it ("who wins chiefs vs bills, client asked me").
  if (SPORTS.test(q) && !/\b(?:claim|bene\w*|benefit|policy|proceeds|payout|estate|entitled)\b/i.test(q))
    return 'out_of_scope';
  if (IMMIGRATION.test(q) && !ABOUT_INSURANCE.test(q)) return 'out_of_scope';
  if (RELATIONSHIP.test(q) && !ABOUT_INSURANCE.test(q)) return 'out_of_scope';
  // Drafting a legal document is an attorney's work, whatever it is about.
  if (DRAFT_LEGAL.test(q)) return 'out_of_scope';
  // A policy from another country's insurer is sold under that country's licences, not a US agent's.
  if (FOREIGN_POLICY.test(q)) return 'out_of_scope';
  // Another line's claim ("my dog's pet insurance denied…") is out of scope before it is a dispute.
  if (
    OTHER_LINES.test(q) &&
    // "my FE client's grandson" names the client, not the product the question is about.
    !/\blife\b|\bannuit|\bgi\b|\bguaranteed issue\b|\bgraded\b|(?<!short[- ]|long[- ])\bterm\b|\b(?:whole life|iul|ul|gul|apply|application|insured died|died|death claim|contestab\w*)\b|\b(?:fe|final expense|burial)\b(?! (?:client|lead|customer)s?\b)/i.test(
      q,
    )
  )
    return 'out_of_scope';
  // "Worried about getting sued, is his cash value protected?" asks about creditor protection.
  // "Won a lawsuit settlement, defense wants to pay it as a structured settlement annuity": a product question.
  if (
    (DISPUTE.test(q) || (ADVERSE.test(q) && CONTESTED.test(q))) &&
    // "Can a bene contest a claim denial in general? … for my training": how disputes work, not one.
    !/\b(?:in general|for (?:my )?training|hypothetically|just (?:want to|wanna) understand)\b/i.test(q) &&
    !CREDITOR_PROTECTION.test(q) &&
    !(/\bstructured settlements?\b/i.test(q) && !/\b(?:suing|sues|sue)\b/i.test(q))
  )
    return 'legal_dispute';
  // "My term paper on the civil war is due fri": schoolwork, whatever word of the trade it shares.
  if (
    /\b(?:term paper|homework|book report|research paper)\b/i.test(q) &&
    !/\b(?:life insurance|annuit\w*|policy|underwrit\w*|ce (?:course|credit)s?|licens\w*|exam|client|lead|agent|imo|carrier)\b/i.test(
      q,
    )
  )
    return 'out_of_scope';
  if (SMALL_TALK.test(q)) return 'small_talk';
  if (WRITE_CODE.test(q)) return 'out_of_scope';
  if (
    OFF_TOPIC.test(q) &&
    !/\b(?:life insurance|annuit|policy|underwrit|carrier|client|lead|agent|premium|beneficiar|graded|level|term|rider|final expense|rebat|the close)\w*\b/i.test(
      q,
    )
  )
    return 'out_of_scope';
  if (DIAGNOSIS.test(q)) return 'diagnosis';
  if (PERSONAL_TAX.test(q)) return 'out_of_scope';
  if (liveRate(q)) return 'live_rate';
  return null;
}
