#!/usr/bin/env python3
"""Prints every kind of paper Hammer makes, for every game and format, as a
director would through hammer-cli, into a folder of PDFs: score sheets blank
and filled (portrait and landscape), sjoelbak cards, brackets, standings,
results, board schedules, rankings by class, sign-in lists, pairings,
classifications, certificates, board signs, timetables, a bracket of 64 on
A3, and the documents of a season of club nights and of a team league.
build-aux/paper-gallery.sh turns them into PNGs to look at.

    paper-gallery.py HAMMER_CLI OUTDIR [--language nl|de] [--paper letter] [--quick]

--language prints in that language (as a user's LANGUAGE would), --paper on
that paper, --quick only the table shuffleboard and sjoelbak events besides
the season and the league: every kind, in a third of the time, for the
suite (tests/test-paper-gallery.c). The whole gallery adds the other games,
a best of 5 and of 21, a bracket of 128, a series of 60 and a season of 30.
"""
import json
import os
import random
import subprocess
import sys

cli, out = sys.argv[1], sys.argv[2]
options = sys.argv[3:]
quick = "--quick" in options
paper = options[options.index("--paper") + 1] if "--paper" in options else None
if "--language" in options:
    os.environ["LANGUAGE"] = options[options.index("--language") + 1]
    os.environ["LC_ALL"] = "C.UTF-8"
db = os.path.join(out, "gallery.db")
rng = random.Random(2026)
made, refused = [], []

# Names as clubs have them: short and long, with accents, Dutch particles
# and double-barrelled surnames.
NAMES = [
    "Anna Visser", "Bert de Jong", "Marie-José van den Heuvel-Smit", "Jan de Boer",
    "Sjoukje Hoekstra-Dijkstra", "Piet Bakker", "Grietje van der Meulen-Bosma", "Klaas Mulder",
    "Françoise Lefèvre-Dubois", "Henk Smit", "Wilhelmina Oosterhuis-Brandsma", "Kees Visser",
    "Jürgen Müller-Lüdenscheidt", "Ria Kok", "Aaltje Zwart", "Geert-Jan Terpstra",
    "Elisabeth van Oldenbarnevelt", "Tom Post", "Sietske Wijnsma", "Johannes de Vries-Bakker",
]


def run(*args, stdin=None, check=True):
    done = subprocess.run([cli, "--database", db, *args], input=stdin, capture_output=True,
                          text=True)
    if done.returncode != 0 and check:
        sys.exit(f"hammer-cli {' '.join(args)}: {done.stderr.strip()}")
    if done.returncode != 0:
        return None
    return json.loads(done.stdout) if done.stdout.strip() else {}


def score(rules, options, games):
    done = subprocess.run([cli, "score"], capture_output=True, text=True,
                          input=json.dumps({"rules": rules, "options": options, "games": games}))
    return json.loads(done.stdout)


def end_points(rules, lead):
    """One end's raw points per side, side @lead the stronger."""
    strong = rng.random() < 0.65
    if rules == "table":
        side = lead if strong else 1 - lead
        points = rng.choice([0, 1, 1, 2, 3, 3, 4])
        return {"points": [points if side == 0 else 0, points if side == 1 else 0]}
    if rules == "shovelboard":
        a, b = rng.choice([0, 1, 2, 3]), rng.choice([0, 1, 2])
        a, b = (a, b) if strong else (b, a)
        return {"points": [a, b] if lead == 0 else [b, a]} if a + b > 0 else {"points": [1, 0]}
    if rules == "court":
        def side_sum(good):
            values = [10, 8, 7, 0, 0] + ([] if good else [-10])
            return sum(rng.choice(values) for _ in range(4))
        points = [side_sum(lead == 0), side_sum(lead == 1)]
        end = {"points": points}
        if rng.random() < 0.08:
            end["penalties"] = [5, 0] if rng.random() < 0.5 else [0, 10]
        return end
    if rules == "deck":
        def side_sum(good):
            values = [0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] + ([] if good else [-10])
            return sum(rng.choice(values) for _ in range(4))
        return {"points": [side_sum(lead == 0), side_sum(lead == 1)]}
    if rules == "horse-collar":
        return {"points": [rng.choice([0, 3, 5, 6, 8]) if lead == s or rng.random() < 0.5 else 0
                           for s in range(2)]}
    raise ValueError(rules)


def sjoelbak_game(n_sides, totals_only):
    sides = []
    for _ in range(n_sides):
        counts = [0, 0, 0, 0]
        for _ in range(30):
            if rng.random() < 0.8:
                counts[rng.choice([0, 1, 2, 3, 1, 2, 3])] += 1
        sides.append(counts)
    if totals_only:
        points = score("sjoelbak", {"sides": n_sides}, [{"ends": [{"counts": sides}]}])
        return {"ends": [{"points": points["totals"]}]}
    return {"ends": [{"counts": sides}]}


def match_result(rules, options, n_games=10, long_game=False, n_sides=1):
    """A whole match that the rules take: ends are added freely and cut back
    where the rules say a game (or the match) was already over."""
    if rules == "sjoelbak":
        totals_only = rng.random() < 0.3
        return {"games": [sjoelbak_game(n_sides, totals_only) for _ in range(n_games)]}
    for _ in range(50):
        lead = rng.choice([0, 1])
        blanks = [{"points": [0, 0]}] * 110 if long_game else []
        games = [{"ends": blanks + [end_points(rules, lead) for _ in range(200)]}
                 for _ in range(max(5, options.get("best_of", 5)))]
        while True:
            state = score(rules, options, games)
            error = state.get("error")
            if error is None:
                break
            if error["reason"] == "game-over":
                games[error["game"]]["ends"] = games[error["game"]]["ends"][: error["end"]]
            elif error["reason"] == "match-over":
                games = games[: error["game"]]
            else:
                break
        if error is None and state.get("next") is None:
            return {"games": games}
    sys.exit(f"no {rules} match came out whole")


def play(event, rules, options, share, n_games=10):
    """Records a result for @share of the matches ready, round after round."""
    while True:
        ready = [m for m in run("matches", "--event", str(event))
                 if m["state"] == "ready" and not m.get("bye")]
        if not ready:
            return
        ready = ready[: max(1, int(len(ready) * share))] if share < 1 else ready
        for match in ready:
            run("result", "--event", str(event), "--match", str(match["id"]),
                stdin=json.dumps(match_result(rules, options, n_games,
                                              n_sides=len(match["sides"]))))
        if share < 1:
            return


def pdf(name, *args):
    path = os.path.join(out, name + ".pdf")
    if paper is not None and "--paper" not in args:
        args = (*args, "--paper", paper)
    done = subprocess.run([cli, "--database", db, *args, "--output", path], capture_output=True,
                          text=True)
    if done.returncode == 0:
        made.append(name)
    else:
        message = json.loads(done.stdout or "{}").get("error", {}).get("message", done.stderr)
        refused.append(f"{name}: {message.strip()}")


def event_paper(event, name, sjoelbak=False):
    e = ["export", "--event", str(event), "--format", "pdf"]
    pdf(f"{name}-sheets-blank", *e, "--kind", "score-sheets")
    pdf(f"{name}-sheets-blank-landscape", *e, "--kind", "score-sheets", "--landscape")
    pdf(f"{name}-sheets-board-1", *e, "--kind", "score-sheets", "--board", "1")
    pdf(f"{name}-sheets-filled", *e, "--kind", "score-sheets", "--filled")
    pdf(f"{name}-sheets-filled-landscape", *e, "--kind", "score-sheets", "--filled",
        "--landscape", "--paper", "letter")
    for kind in ("standings", "results", "schedule", "bracket"):
        pdf(f"{name}-{kind}", *e, "--kind", kind)
    pdf(f"{name}-bracket-landscape", *e, "--kind", "bracket", "--landscape")
    if sjoelbak:
        pdf(f"{name}-ranking-by-class", *e, "--kind", "ranking-by-class")
    for kind in ("sign-in", "classification", "certificates"):
        pdf(f"{name}-{kind}", *e, "--kind", kind)
    pdf(f"{name}-pairings-1", *e, "--kind", "pairings", "--round", "1")
    pdf(f"{name}-pairings", *e, "--kind", "pairings")
    pdf(f"{name}-timetable", *e, "--kind", "timetable")


def board_signs(event, name):
    """Serves the hall for a moment, on every address, as the app does on
    the network, so that the boards have pages; then prints their signs."""
    serve = subprocess.Popen([cli, "--database", db, "serve", "--event", str(event), "--bind",
                              "0.0.0.0", "--port", "0"], stdout=subprocess.PIPE, text=True)
    serve.stdout.readline()
    serve.terminate()
    serve.wait()
    pdf(f"{name}-board-signs", "export", "--event", str(event), "--format", "pdf", "--kind",
        "board-signs")


# The roster: clubs and licences for the sign-in list and the classification.
CLUBS = ["De Rappe Schijf", "Shuffleboardvereniging Oosterwolde-Zuid", "Crown & Anchor"]
for i, player in enumerate(NAMES):
    run("players", "add", player, "--club", CLUBS[i % 3], "--licence", f"NSB-{1000 + i * 37}",
        "--json")


def new_event(name, rules, fmt, entrants, boards, options=(), extra=()):
    args = ["event", "create", "--name", name, "--rules", rules, "--format", fmt,
            "--boards", str(boards), "--date", "2026-11-28", "--venue", "Dorpshuis De Schuif, Oosterwolde"]
    for option in options:
        args += ["--option", option]
    event = run(*args, *extra)["id"]
    run("entrants", "add", "--event", str(event), *entrants)
    run("draw", "--event", str(event), "--seed", "7")
    return event


FORMATS = [("single-elimination", 8, ()), ("double-elimination", 8, ()),
           ("round-robin", 5, ()), ("swiss", 8, ("--rounds", "3")),
           ("groups", 8, ("--groups", "2"))]

for rules in ("table",) if quick else ("table", "shovelboard", "court", "deck", "horse-collar"):
    for fmt, n, extra in FORMATS:
        names = rng.sample(NAMES, n)
        event = new_event(f"{rules} {fmt}", rules, fmt, names, 3, extra=extra)
        play(event, rules, {}, 0.5)
        event_paper(event, f"{rules}-{fmt}")

# Played to the end: the classification is final and there are certificates.
event = new_event("Table Swiss played out", "table", "swiss", NAMES[:9], 4, (),
                  ("--rounds", "4"))
play(event, "table", {}, 1)
event_paper(event, "table-swiss-finished")
board_signs(event, "table-swiss-finished")

# A draw of 64: on A3 a one-page overview opens the paged bracket.
big = [f"{NAMES[i % len(NAMES)]} {i + 1}" for i in range(64)]
event = new_event("Open of 64", "table", "single-elimination", big, 8)
play(event, "table", {}, 1)
pdf("table-64-bracket-a3", "export", "--event", str(event), "--format", "pdf", "--kind",
    "bracket", "--paper", "a3")
pdf("table-64-bracket", "export", "--event", str(event), "--format", "pdf", "--kind", "bracket")

# Doubles: every player of a side, whole.
teams = [f"{NAMES[i]} / {NAMES[i + 1]}" for i in range(0, 16, 2)]
event = new_event("Table doubles", "table", "single-elimination", teams, 4, ("team_size=2",))
play(event, "table", {"team_size": 2}, 0.5)
event_paper(event, "table-doubles")

# A long match: 110 ends without a score before the game is decided.
event = new_event("Marathon", "table", "single-elimination", NAMES[:2], 1, ("best_of=1",))
match = run("matches", "--event", str(event))[0]
run("result", "--event", str(event), "--match", str(match["id"]),
    stdin=json.dumps(match_result("table", {"best_of": 1}, long_game=True)))
event_paper(event, "table-long-match")

# Long matches: a best of 5 and a best of 21, their blank sheets' pages.
for best in () if quick else (5, 21):
    event = new_event(f"Table best of {best}", "table", "single-elimination", NAMES[:4], 2,
                      (f"best_of={best}",))
    play(event, "table", {"best_of": best}, 0.5)
    event_paper(event, f"table-best-of-{best}")

# Sjoelbak: a series of 10 games with classes, one of 20, and a head-to-head
# round robin.
for games, n in ((10, 12), (20, 6)):
    event = new_event(f"Sjoelbak series of {games}", "sjoelbak", "series", NAMES[:n], 3,
                      (f"games={games}",), ("--classes", "A=110,B=0"))
    play(event, "sjoelbak", {}, 0.5 if games == 20 else 1, games)
    event_paper(event, f"sjoelbak-series-{games}", sjoelbak=True)
event = new_event("Sjoelbak head to head", "sjoelbak", "round-robin", NAMES[:4], 2)
play(event, "sjoelbak", {}, 0.5)
event_paper(event, "sjoelbak-round-robin", sjoelbak=True)

# Big fields (whole gallery only): a bracket of 128 and a series of 60.
if not quick:
    many = [f"{NAMES[i % len(NAMES)]} {i + 1}" for i in range(128)]
    event = new_event("Open of 128", "table", "single-elimination", many, 16, ("best_of=1",))
    play(event, "table", {"best_of": 1}, 0.5)
    event_paper(event, "table-bracket-128")
    event = new_event("Sjoelbak series of 60", "sjoelbak", "series", many[:60], 6, ("games=10",),
                      ("--classes", "A=110,B=0"))
    play(event, "sjoelbak", {}, 0.5, 10)
    event_paper(event, "sjoelbak-series-60", sjoelbak=True)

# A season of club nights, of 30 members in the whole gallery.
season = run("season", "create", "--name", "Winter 2026–27", "--start", "2026-09-01",
             "--games", "10")["id"]
members = NAMES[:12] if quick else [f"{NAMES[i % len(NAMES)]} {i + 1}" for i in range(30)]
run("season", "members", "add", "--season", str(season), *members)
for date in ("2026-09-08", "2026-09-22"):
    run("season", "night", "add", "--season", str(season), "--date", date)
    for member in members:
        totals = [str(rng.randint(70, 140)) for _ in range(10)]
        run("season", "games", "--season", str(season), "--night", date, "--member", member,
            *totals)
s = ["season", "export", "--season", str(season), "--format", "pdf"]
for kind in ("night", "averages", "standings", "report", "form"):
    pdf(f"season-{kind}", *s, "--kind", kind)

# A team league of table shuffleboard, four teams of four.
league = run("season", "league", "create", "--name", "Lakeshore League", "--rules", "table",
             "--start", "2026-09-03", "--end", "2027-04-29", "--weekday", "thu",
             "--format", "4x1,2x2")["id"]
rosters = {}
for t, team in enumerate(["Crown & Anchor", "Harbour Lights", "De Rappe Schijf",
                          "Vierde Vak"]):
    rosters[team] = NAMES[t * 4: t * 4 + 4]
    run("season", "teams", "add", "--league", str(league), team,
        "--players", ",".join(rosters[team]))
run("season", "fixtures", "generate", "--league", str(league))
listing = run("season", "fixtures", "list", "--league", str(league))
fixtures = [f for division in listing["divisions"] for day in division["match_days"]
            for f in day["fixtures"] if f.get("away")]
for fixture in fixtures[:2]:
    home, away = rosters[fixture["home"]["name"]], rosters[fixture["away"]["name"]]
    sides = [([home[i]], [away[i]]) for i in range(4)] + [(home[:2], away[:2]),
                                                           (home[2:], away[2:])]
    for game, (h, a) in enumerate(sides):
        options = {"team_size": len(h)}
        run("season", "result", "--fixture", str(fixture["id"]), "--game", str(game),
            "--home", ",".join(h), "--away", ",".join(a),
            "--result", json.dumps(match_result("table", options)))
lg = ["season", "export", "--league", str(league), "--format", "pdf"]
for kind in ("fixtures", "form", "table", "rosters"):
    pdf(f"league-{kind}", *lg, "--kind", kind)

with open(os.path.join(out, "index.txt"), "w") as index:
    index.write("Printed:\n")
    index.writelines(f"  {name}.pdf\n" for name in made)
    index.write("\nRefused (nothing of that kind to print, or not a kind for the event):\n")
    index.writelines(f"  {line}\n" for line in refused)
print(f"{len(made)} documents printed, {len(refused)} refused; see {out}/index.txt")
