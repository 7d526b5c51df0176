import type { ArticleCategory } from '@commons/core/knowledge/article';

export interface SeedArticle {
  slug: string;
  title: string;
  excerpt: string;
  /** Paragraphs separated by a blank line ("\n\n"). A line starting with "## " is a subheading. */
  content: string;
  category: ArticleCategory; // one of 'Research' | 'Event' | 'Insight' | 'Analysis' | 'Case Study'
  publishedAt: string; // ISO date-time, e.g. '2026-10-14T09:00:00.000Z'
}

/** Published articles seeded on first start so the knowledge hub is a real hub. */
export const seedArticles: SeedArticle[] = [
  {
    slug: 'corporate-venture-capital-in-west-africa-who-invests-and-on-what-terms',
    title: 'Corporate Venture Capital in West Africa: Who Invests, and on What Terms',
    excerpt:
      'A research note on how banks, telcos and consumer-goods groups in West Africa invest in start-ups, the terms they tend to ask for, and why those terms often shape what happens next.',
    content: [
      `Over the past few years, corporate venture capital in West Africa has moved from novelty to an expected line in the strategy decks of banks, mobile operators and consumer-goods groups. This research note draws on structured conversations with corporate development teams, independent fund managers and founders in Lagos, Accra, Abidjan and Dakar, held between late 2025 and early 2026, alongside publicly announced deals. It is not a census of the market. It is an attempt to describe the patterns that practitioners recognise, so that corporates new to the field can avoid the mistakes their peers have already made.`,
      `## Who is investing`,
      `We see three broad archetypes. The first, and still the most common, is the balance-sheet investor: a corporate development or strategy team that writes cheques directly, deal by deal, with approval from an executive committee. The second is the dedicated corporate venture unit, with a written mandate, ring-fenced capital and its own investment committee. The third is the corporate that prefers to act as a limited partner in an independent fund, trading control for access to deal flow and a professional team. The balance-sheet model is the easiest to start and the hardest to sustain: activity tends to rise and fall with leadership changes, currency shocks and the annual budget cycle, which founders and co-investors notice.`,
      `## On what terms`,
      `Founders consistently told us that corporate term sheets arrive with commercial strings attached: rights of first refusal on a future sale, exclusivity in a distribution channel, or information rights that go well beyond what a minority investor would normally expect. Individually, each request can be reasonable. Together, they can make a company less attractive to the next investor, and several fund managers described applying an informal discount to companies carrying heavy strategic conditions. Currency is the other recurring theme. Corporates earn and hold local currency, while much of the venture capital in the region is raised in US dollars. That makes a well-run corporate investor a natural source of local-currency capital, an advantage that is rarely articulated or priced.`,
      `The corporate investors that founders spoke about most positively shared a few habits. They kept the strategic relationship and the financial investment in separate documents, so that a commercial pilot could end without unsettling the cap table. They agreed the scope and success criteria of a pilot before the investment closed. And they concentrated decision rights in a small committee that could respond in weeks rather than quarters. None of this requires a large team; it requires a clear mandate and the discipline to keep to it.`,
      `For the Commons, the findings reinforce the design choices behind Africa's Corporate Innovation Fund. A pooled vehicle can standardise terms, keep side-letters to a minimum and give member corporates exposure to early-stage companies without tying that exposure to a single balance sheet. Later this year we will open a consultation on a model term sheet for corporate investors in the region, and we welcome comments from founders, fund managers and corporate teams alike.`,
    ].join('\n\n'),
    category: 'Research',
    publishedAt: '2026-03-04T09:00:00.000Z',
  },
  {
    slug: 'sandbox-demo-day-nairobi-notes-from-eleven-cross-sector-pilots',
    title: 'Sandbox Demo Day, Nairobi: Notes from Eleven Cross-Sector Pilots',
    excerpt:
      'The World Sandbox Alliance closed its first Nairobi cohort with a demo day. Eleven teams showed what they had tested in twelve weeks, and what nearly stopped them.',
    content: [
      `The World Sandbox Alliance closed its first Nairobi cohort in March with a demo day attended by corporate sponsors, founders, researchers and observers from two regulators. Eleven pilot teams presented the results of twelve weeks of testing, each pairing at least one established organisation with at least one start-up or research group. The format was deliberately unglamorous: each team had eight minutes to explain what they set out to test, what they measured, what went wrong and what they intend to do next.`,
      `## What was on show`,
      `The pilots covered a wide range. An East African insurer and a weather-data start-up tested a parametric cover for smallholder maize farmers, in which payouts are triggered by rainfall readings rather than loss assessments. A logistics company worked with a hardware start-up on pay-as-you-go cold storage for fish traders on the shores of Lake Victoria. A group of private clinics trialled a shared patient-record format with a health-software company, and a utility tested prepaid metering data as an input to credit scoring for small businesses. Not every pilot worked. Two teams reported candidly that their core assumption did not hold, and the room treated those presentations with as much interest as the successes.`,
      `## What nearly stopped them`,
      `The most consistent message from the teams was that technology was rarely the bottleneck. Procurement was. Several corporate participants needed supplier onboarding, security reviews and legal sign-off before a start-up could touch a single record, and in some cases that process consumed a third of the sandbox period. Teams that signed data-sharing agreements in the first fortnight moved noticeably faster than those that left them until the build was under way. Scope discipline mattered too: the pilots that produced clear results had chosen one question and one metric, and resisted the temptation to add features along the way.`,
      `A short panel with regulators and corporate risk officers explored how sandboxes could be made repeatable. Participants agreed that standard pilot agreements, pre-approved data-handling templates and a named sponsor on the corporate side would remove much of the friction the teams had described. One observer noted that a sandbox is as much a test of the host organisation as of the start-up, a point that resonated with several corporate sponsors in the room.`,
      `Three of the eleven pilots will move into a scale phase with their corporate partners, and two more will run a second, narrower test. The Alliance will publish a short template pack drawing on this cohort, covering pilot agreements, data-sharing terms and a one-page results format, ahead of the next cohort later in the year.`,
    ].join('\n\n'),
    category: 'Event',
    publishedAt: '2026-03-26T09:00:00.000Z',
  },
  {
    slug: 'building-a-bank-telco-joint-venture-through-a-venture-studio',
    title: 'Building a Bank–Telco Joint Venture Through a Venture Studio',
    excerpt:
      'A composite case study of how a regional bank and a mobile operator used a venture studio to build a small-business lending venture without disturbing either core business.',
    content: [
      `Banks and mobile operators in Africa have talked about partnership for more than a decade, and the results have been mixed. This case study describes a composite, anonymised example drawn from several engagements run through Venture Studio as a Service: a mid-sized regional bank and a mobile network operator that set out to build a working-capital product for small traders, using mobile-money transaction histories as a signal of creditworthiness. The details have been altered to protect the organisations involved, but the sequence of decisions reflects what actually happened.`,
      `## Why a separate venture`,
      `Both partners had tried to build the product internally before. The bank's attempt stalled because its credit models and branch-based processes were not designed for loans of a few hundred dollars repaid over weeks. The operator's attempt stalled because it lacked a lending licence and the appetite to hold credit risk on its balance sheet. Each organisation's core business was working well, and neither was willing to redesign it for an unproven product. A jointly owned venture, built outside both cores but with access to their assets, offered a way forward.`,
      `The studio ran the work in four stages. A six-week discovery phase interviewed traders and agents in three cities and mapped the data each partner could legally share. A validation phase then tested a manual version of the product with a small group of traders, with credit decisions made by hand from transaction summaries, to find out whether repayment behaviour matched what the data suggested. Only after that did the studio team build software, and only once the early loan book had behaved acceptably did the partners agree to incorporate the venture and second staff into it.`,
      `## Governance that held`,
      `The most important decisions were about governance rather than technology. The partners agreed at the outset which assets each would contribute, how data would flow and under what consent, who would carry credit risk, and what would happen if either partner wanted to exit. A small board with one representative from each partner and an independent chair, supported by the studio, made decisions within agreed limits without referring back to either parent. That arrangement was tested more than once, notably when one partner's leadership changed midway through the build.`,
      `The venture is still young, and it is too early to judge its long-term economics. But the participants drew some clear lessons. Validating with a manual process before writing code saved months. Agreeing exit terms early made the partnership more stable, not less. And a neutral studio team helped the partners resolve disagreements that, inside either organisation, would have become questions of hierarchy. For corporates considering a similar path, the studio model's main value is not speed for its own sake, but the ability to build something new without asking the core business to become something it is not.`,
    ].join('\n\n'),
    category: 'Case Study',
    publishedAt: '2026-04-21T09:00:00.000Z',
  },
  {
    slug: 'why-industry-academia-ip-commercialisation-stalls-and-how-to-unstick-it',
    title: 'Why Industry–Academia IP Commercialisation Stalls, and How to Unstick It',
    excerpt:
      'African universities produce research that industry needs, yet few discoveries reach the market. The obstacles are less about science than about incentives, terms and time.',
    content: [
      `Ask a corporate research lead in Africa whether local universities produce work they could use, and the answer is usually yes. Ask how many licences or spin-outs they have concluded with those universities, and the answer is usually very few. The gap between those two answers is not mainly about the quality of the research. It is about how intellectual property moves, or fails to move, between two kinds of institution with different clocks, different incentives and different ideas of what a fair deal looks like.`,
      `## Where things get stuck`,
      `The first obstacle is capacity. Many technology transfer offices are staffed by one or two people responsible for an entire university's portfolio, often without a budget for patent filings or market assessment. The second is time. A researcher's career advances through publication and grants; a corporate's planning horizon is a budget year. Negotiations that take eighteen months can outlive the corporate sponsor who started them. The third is valuation. Universities, aware that they have sometimes given away value in the past, can ask for terms that reflect a technology's eventual potential rather than its current, unproven state. Corporates, aware of the cost of taking a laboratory result to market, offer terms that look meagre from the other side of the table.`,
      `None of these positions is unreasonable, which is precisely why the deadlock persists. Each side is acting rationally within its own institution, and neither has a shared reference point for what good looks like.`,
      `## What helps`,
      `The most effective interventions we have seen are procedural rather than heroic. Standard licence templates, agreed in advance between a university and a group of corporates, remove months of negotiation from each individual deal. Equity-for-licence arrangements, in which the university takes a stake in a new venture rather than demanding large upfront fees, align both parties with the venture's success. Joint laboratories with intellectual property rules written before the first experiment avoid disputes about who owns what once something promising appears. And fellowships that place researchers inside corporate teams for a defined period build the personal trust that no template can replace.`,
      `These are the building blocks of CollegeBridges, the Commons initiative that connects academic laboratories with corporate ventures. Our aim is not to turn researchers into entrepreneurs or corporates into research institutes, but to make the path between them shorter and more predictable. Over the coming year we will publish model agreements for joint labs and licences, developed with participating universities and member corporates, and we will report openly on which ones are used and which are quietly set aside.`,
    ].join('\n\n'),
    category: 'Insight',
    publishedAt: '2026-05-13T09:00:00.000Z',
  },
  {
    slug: 'what-intrapreneurship-grants-actually-buy-an-analysis-of-programme-outcomes',
    title: 'What Intrapreneurship Grants Actually Buy: An Analysis of Programme Outcomes',
    excerpt:
      'Most internal innovation grants never become ventures. Our review of member programmes suggests that is not the failure it appears to be, provided programmes are designed honestly.',
    content: [
      `Internal grant programmes, in which employees compete for a modest budget and some time to develop an idea, have become a fixture of corporate innovation in Africa. They are popular with staff, easy to announce and relatively cheap. They are also frequently judged a disappointment, because so few of the funded projects turn into revenue-generating ventures. This analysis draws on a review of programme documents and interviews with programme owners and former participants at a group of Commons member organisations across banking, insurance, telecoms and manufacturing. The organisations are not named, and the observations are qualitative rather than statistical.`,
      `## The venture count is the wrong headline`,
      `In almost every programme we reviewed, only a small minority of funded projects progressed beyond a prototype, and fewer still became standalone products or ventures. Programme owners often felt this as failure. But when we asked participants what the programme had changed for them, the answers pointed elsewhere: new working relationships across functions, practical experience of testing an idea with customers, a clearer understanding of how the organisation makes decisions, and in several cases a reason to stay with the company rather than leave for a start-up. Those outcomes are real, but most programmes did not measure them and so could not defend their budgets when they were questioned.`,
      `## What separates the stronger programmes`,
      `The programmes that produced both ventures and capability shared a recognisable design. Funding was released in stages, tied to evidence rather than presentations. Participants were given protected time, not simply permission to work on their project in addition to their existing role. Each project had a named executive sponsor with the authority to unblock procurement, legal and IT requests. And there was a defined route for projects that succeeded: a path into a venture studio, a business unit or an external partnership, agreed before the programme began rather than improvised at the end.`,
      `The weaker programmes tended to do the opposite. Grants were small and paid in full at the start, time was not released, sponsorship was ceremonial, and successful projects found that nobody owned the next step. In those conditions, even strong teams lost momentum, and the programme's main legacy was a degree of cynicism among the staff who had taken part.`,
      `For organisations running or planning such programmes, our recommendation is to state the objectives honestly and measure against them. If the main aim is capability, track skills, retention and internal mobility. If the aim is ventures, design the staging, sponsorship and exit routes that ventures need. Programmes linked to structured learning, such as the SCITech curriculum for corporate innovators, and to a studio partner that can take promising projects further, are better placed to deliver on both.`,
    ].join('\n\n'),
    category: 'Analysis',
    publishedAt: '2026-06-09T09:00:00.000Z',
  },
  {
    slug: 'mapping-the-corporate-innovation-talent-gap-evidence-from-six-african-markets',
    title: 'Mapping the Corporate Innovation Talent Gap: Evidence from Six African Markets',
    excerpt:
      'Interviews with innovation leads in six markets suggest the shortage is not of ideas or enthusiasm, but of people who can take a venture through the machinery of a large organisation.',
    content: [
      `Corporate innovation teams across Africa routinely say that talent is their biggest constraint. This research note asks what, specifically, they mean. Between February and May 2026 we conducted semi-structured interviews with heads of innovation, strategy and digital at corporates in Nigeria, Ghana, Kenya, South Africa, Egypt and Morocco, supplemented by conversations with recruiters and with former corporate innovators who had moved to start-ups. The sample is small and purposive, so the findings should be read as indicative rather than representative.`,
      `## Ideas are not the scarce resource`,
      `Almost none of the people we spoke to said their organisations lacked ideas. Hackathons, suggestion schemes and internal challenges generate more proposals than teams can evaluate. What they lack are people who can take an idea through validation, build and launch inside a large organisation. Interviewees described a cluster of skills that are hard to hire for: designing and running customer experiments, building a business case that a finance committee will accept, negotiating with legal, procurement and risk functions, and managing a portfolio of bets rather than a single project. These skills overlap with those of a start-up founder, but they are not the same, because the corporate innovator must also navigate internal politics and governance.`,
      `## Careers without a ladder`,
      `A second theme was the absence of a career path. In many organisations, innovation roles sit outside the usual grading structures, and people who spend several years in them struggle to return to the core business at a suitable level. Several interviewees described losing their strongest innovators to start-ups, consultancies or multinationals abroad, not because of pay alone, but because those employers offered a clearer trajectory. Where innovation experience was explicitly valued in promotion decisions, retention appeared noticeably better.`,
      `Interviewees were sceptical of short courses as a solution. Most had sent staff on programmes that taught frameworks without the opportunity to apply them to a live problem, and reported that the learning faded quickly. What they asked for instead was structured learning tied to real projects, with mentors who had done the work, and a credential that their organisations and peers would recognise.`,
      `These findings informed the design of SCITech, the School of Corporate Innovation and Technology, which pairs graduate-level study with live venture work inside participants' own organisations. They also point to actions that corporates can take without waiting for any school: define innovation roles within the grading structure, recognise venture experience in promotion, and create rotation routes between innovation teams and the core business so that capability flows in both directions.`,
    ].join('\n\n'),
    category: 'Research',
    publishedAt: '2026-07-02T09:00:00.000Z',
  },
  {
    slug: 'founding-100-roundtable-johannesburg-governance-before-capital',
    title: 'Founding 100 Roundtable, Johannesburg: Governance Before Capital',
    excerpt:
      'Members of the Founding 100 met in Johannesburg to discuss how boards oversee innovation. The consensus: governance, not money, is what most often holds corporate ventures back.',
    content: [
      `Members of the Founding 100, the Commons circle of senior leaders committed to corporate innovation, met in Johannesburg in August for a closed roundtable on board oversight of innovation. Participants included chief executives, chief financial officers, non-executive directors and heads of strategy from financial services, mining, retail, telecoms and energy. The discussion was held under the Chatham House Rule, so this report summarises themes without attributing views.`,
      `## Capital is rarely the binding constraint`,
      `The conversation began with a provocation: that most large African corporates could find the money for innovation if they chose to, and that the real constraint lies in how decisions are made. Few in the room disagreed. Several participants described ventures that had been funded but then stalled because the board received no meaningful information about them, or received it in a format designed for mature business units. Judged against return-on-capital thresholds in their first year, early ventures look like losses; judged against nothing, they drift.`,
      `## What boards should see`,
      `Much of the session focused on reporting. Participants broadly agreed that boards need a separate view of the innovation portfolio, with metrics appropriate to each stage: evidence of customer demand and learning velocity for early projects, unit economics and adoption for ventures approaching scale, and a clear record of decisions to stop, not only to continue. One non-executive director argued that the most useful signal a board can receive is how many projects were deliberately closed in a year, and why. Another participant described adding a short innovation section to the company's risk appetite statement, so that the board had approved, in advance, the level of loss it was prepared to tolerate in exploratory work.`,
      `The role of the chief financial officer attracted particular attention. Where the finance function saw itself as a partner in designing staged funding, innovation moved faster and with greater credibility. Where it saw itself purely as a gatekeeper, innovation teams tended to route around it, which undermined trust on both sides.`,
      `The roundtable closed with a commitment to form a Founding 100 working group on innovation reporting. The group will draft a short, practical framework for board-level innovation oversight, test it with a handful of member boards over the coming months and publish the result through the Commons knowledge hub. Members who wish to take part in the working group are invited to contact the Commons secretariat.`,
    ].join('\n\n'),
    category: 'Event',
    publishedAt: '2026-08-18T09:00:00.000Z',
  },
  {
    slug: 'the-case-for-shared-sandboxes-why-corporates-and-regulators-should-pilot-together',
    title: 'The Case for Shared Sandboxes: Why Corporates and Regulators Should Pilot Together',
    excerpt:
      'Regulatory sandboxes have spread across Africa, but most still test one firm at a time. Shared, multi-party sandboxes could teach regulators and industry far more for the same effort.',
    content: [
      `Regulatory sandboxes are no longer a novelty in Africa. A number of central banks, capital-markets authorities and insurance regulators now operate them, usually to let a fintech or insurtech test a product under supervision before it is fully licensed. They have been valuable. But most follow the same template: one applicant, one regulator, one product, one set of conditions. That design made sense when sandboxes were new. It is increasingly a limitation.`,
      `## The limits of one firm at a time`,
      `Many of the most promising innovations on the continent are not the work of a single firm. A parametric insurance product needs an insurer, a data provider, a distribution channel and often a mobile-money operator. A trade-finance platform needs banks, logistics companies and customs authorities. Testing any one of those participants in isolation tells a regulator little about how the whole arrangement behaves. It also means each participant negotiates its own terms, in its own timeframe, with its own regulator, so the combined pilot rarely happens at all.`,
      `A shared sandbox starts from the arrangement rather than the firm. Several participants, sometimes across sectors and borders, enter together under a common set of conditions, with one or more regulators observing. The regulator sees the system it will eventually have to supervise. The corporates see how their partners actually perform. And start-ups, which often struggle to get a large organisation's attention, gain a structured route into a pilot with clear rules.`,
      `## What it would take`,
      `Shared sandboxes are harder to organise, and it would be naive to pretend otherwise. They need standard pilot agreements that all parties can sign without months of legal review, data-handling templates acceptable to more than one regulator, and a neutral convenor trusted by everyone involved. Where pilots cross borders, they need at least an informal understanding between regulators about how results in one market will be treated in another. None of this is beyond reach. Much of it already exists in fragments, in the templates individual regulators and companies have developed for their own use.`,
      `This is the work the World Sandbox Alliance was set up to do: to act as that neutral convenor, to maintain shared templates, and to connect sandboxes in different markets so that a solution proven in one can be tested in another without starting from scratch. We would encourage corporates to ask not only whether a sandbox is available for their own product, but whether their partners and regulators would join them in testing the arrangement as a whole.`,
    ].join('\n\n'),
    category: 'Insight',
    publishedAt: '2026-09-08T09:00:00.000Z',
  },
  {
    slug: 'from-campus-lab-to-corporate-venture-a-water-treatment-spin-out-in-west-africa',
    title: 'From Campus Lab to Corporate Venture: A Water-Treatment Spin-out in West Africa',
    excerpt:
      'A composite case study of how a university membrane-filtration project and a beverages manufacturer built a joint venture through a fellowship, a joint lab and a simple licence.',
    content: [
      `This case study follows a composite example, assembled from several CollegeBridges engagements and anonymised at the request of the participants. It concerns a chemical engineering group at a West African university that had spent several years developing low-cost filtration membranes from locally available materials, and a regional beverages manufacturer whose plants depended on expensive imported water-treatment consumables. On paper, the fit was obvious. In practice, the two had been aware of each other for years without doing anything together.`,
      `## A fellowship before a contract`,
      `The first step was deliberately modest. Rather than negotiating a licence immediately, the partners agreed a six-month fellowship that placed a postdoctoral researcher from the group inside the manufacturer's engineering team at one of its plants. The fellow's task was not to sell the technology but to understand the plant's actual water problems, operating constraints and maintenance routines. The fellowship revealed that the membranes, as designed, would clog too quickly with the particular water at that site, and that the manufacturer's real pain point was downtime during filter changes as much as the cost of the consumables themselves.`,
      `## A joint lab with rules agreed in advance`,
      `On the strength of that work, the partners set up a small joint laboratory, co-funded by the manufacturer and hosted at the university. Before the first experiment, they agreed how intellectual property would be handled: background IP would remain with its original owner, jointly developed improvements would be co-owned, and the manufacturer would have an option to license them for its own plants on pre-agreed terms. The university retained the right to publish after a short review period. Agreeing those terms took weeks rather than months, largely because they were adapted from a CollegeBridges model agreement rather than drafted from scratch.`,
      `Over the following year the laboratory produced a revised membrane and cartridge design suited to the plant's conditions, and a pilot installation ran alongside the existing system. Results were encouraging enough for the partners to discuss a separate venture, which would manufacture the cartridges and sell them to other industrial users in the region, with the university holding equity in exchange for its licence rather than an upfront fee.`,
      `The venture is at an early stage, and its commercial success is not yet assured. But the sequence is instructive. A fellowship built understanding before either side committed significant money. A joint lab with pre-agreed rules removed the most common source of dispute. And an equity-for-licence structure aligned the university with the venture's long-term success. Each step was small enough to be approved quickly, and each produced the evidence needed to justify the next.`,
    ].join('\n\n'),
    category: 'Case Study',
    publishedAt: '2026-10-14T09:00:00.000Z',
  },
  {
    slug: 'pooling-corporate-capital-assessing-the-fund-of-corporates-model-for-african-ventures',
    title: 'Pooling Corporate Capital: Assessing the Fund-of-Corporates Model for African Ventures',
    excerpt:
      'Can several corporates invest through a single vehicle without losing the strategic value that drew them to venture investing? We weigh the benefits, the conflicts and the design choices.',
    content: [
      `Most corporate venture investing in Africa is done alone: one corporate, one balance sheet, one set of strategic priorities. An alternative model, in which several corporates commit capital to a shared vehicle managed by an independent team, has attracted growing interest. This analysis sets out the case for and against that model, drawing on discussions with corporate members of the Commons, fund managers and founders, and on the design work behind Africa's Corporate Innovation Fund.`,
      `## The case for pooling`,
      `The most obvious benefit is diversification. A single corporate investing directly may only complete a handful of deals a year, leaving its results dependent on very few outcomes. A pooled vehicle can build a broader portfolio, smoothing returns and making it easier to sustain a programme through economic cycles and leadership changes. Pooling also allows a professional team to be hired at a scale no single corporate mandate would justify, and it gives founders a single, predictable counterparty with standard terms rather than a series of bespoke negotiations with strategic conditions attached.`,
      `A less obvious benefit is shared learning. Corporates in different sectors see different parts of the market. A bank, an insurer, a retailer and a logistics company investing together will encounter a wider range of companies and business models than any of them would alone, and can share what they learn about working with start-ups.`,
      `## The case against, and how to address it`,
      `The objections are real. Corporates invest partly for strategic reasons, and a pooled vehicle dilutes each participant's ability to steer investments towards its own priorities. Competitors may be reluctant to sit in the same vehicle, and portfolio companies may worry that information shared with one corporate investor will reach another. Governance can become slow if every participant expects a veto. And fees and carried interest reduce the financial return compared with investing directly, at least on paper.`,
      `Most of these objections can be mitigated through design rather than avoided altogether. Clear sector rules can prevent direct competitors from joining the same vehicle, or create separate information barriers where they do. Strategic access can be offered on equal terms to all participants, for example through structured pilot programmes with portfolio companies, rather than through preferential rights in individual deals. Investment decisions can sit with an independent committee, with corporates represented on an advisory board rather than holding vetoes. And a portion of the vehicle can be denominated in local currency, making use of the corporates' natural position.`,
      `Pooling is not right for every corporate. Those with a strong strategic thesis and the capacity to run their own unit may be better served investing directly. But for the many corporates that want exposure to African ventures without building a team from scratch, a well-governed pooled vehicle offers a more durable route than the stop-start pattern of balance-sheet investing that has characterised much of the market to date.`,
    ].join('\n\n'),
    category: 'Analysis',
    publishedAt: '2026-11-10T09:00:00.000Z',
  },
];
