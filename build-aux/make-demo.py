#!/usr/bin/env python3
"""Fills a Hammer database that holds the demo club with events and seasons
for the screenshots: a 32-player double elimination on 6 boards half played,
a 40-player sjoelbak series with classes, a round robin, a season of club
nights and a team league. Everything goes through hammer-cli, as a director
would do it.

    make-demo.py HAMMER_CLI DATABASE
"""
import json
import random
import subprocess
import sys

cli, db = sys.argv[1], sys.argv[2]
rng = random.Random(2026)


def run(*args, stdin=None):
    out = subprocess.run([cli, "--database", db, *args], input=stdin, capture_output=True,
                         text=True)
    if out.returncode != 0:
        sys.exit(f"hammer-cli {' '.join(args)}: {out.stderr.strip()}")
    return json.loads(out.stdout) if out.stdout.strip() else None


def table_game(winner, target=15):
    """The ends of one game to @target that side @winner wins."""
    while True:
        ends, score = [], [0, 0]
        while max(score) < target:
            side = winner if rng.random() < 0.65 else 1 - winner
            points = rng.choice([1, 2, 3, 3, 4, 4])
            score[side] += points
            ends.append({"points": [points if side == 0 else 0, points if side == 1 else 0]})
        if score[winner] > score[1 - winner]:
            return {"ends": ends}


def table_result(winner, target=15):
    """A best-of-3 match that side @winner takes, 2-0 or 2-1."""
    order = rng.choice([[winner, winner], [winner, 1 - winner, winner],
                        [1 - winner, winner, winner]])
    return {"games": [table_game(w, target) for w in order]}


def play(event, limit, result_for):
    played = 0
    while played < limit:
        ready = [m for m in run("matches", "--event", str(event))
                 if m["state"] == "ready" and not m.get("bye")]
        if not ready:
            break
        for match in ready[: limit - played]:
            run("result", "--event", str(event), "--match", str(match["id"]),
                stdin=json.dumps(result_for(match)))
            played += 1
    return played


names = [p["name"] for p in run("--json", "players", "list")]
rng.shuffle(names)

# A double elimination of table shuffleboard, 32 players on 6 boards, well on its way.
winter = run("event", "create", "--name", "Winter Open", "--rules", "table",
             "--format", "double-elimination", "--boards", "6", "--date", "2026-12-05",
             "--venue", "Crown & Anchor, Norwich")["id"]
run("entrants", "add", "--event", str(winter), *names[:32])
run("draw", "--event", str(winter), "--seed", "11")
play(winter, 30, lambda m: table_result(rng.choice([0, 1])))

# A sjoelbak series: 40 players, 10 games each, classes by average.
series = run("event", "create", "--name", "Clubkampioenschap Sjoelen", "--rules", "sjoelbak",
             "--format", "series", "--option", "games=10", "--boards", "4",
             "--date", "2026-11-28", "--venue", "De Rappe Schijf, Leeuwarden",
             "--classes", "A=125,B=110,C=0")["id"]
run("entrants", "add", "--event", str(series), *names[:40])
run("draw", "--event", str(series), "--seed", "3")


def sjoelbak_result(match):
    skill = rng.uniform(80, 126)
    games = []
    for _ in range(10):
        total = max(20, min(148, int(rng.gauss(skill, 9))))
        games.append({"ends": [{"points": [total]}]})
    return {"games": games}


play(series, 28, sjoelbak_result)

# A round robin of court shuffleboard.
spring = run("event", "create", "--name", "Spring Cup", "--rules", "table",
             "--format", "round-robin", "--boards", "3", "--date", "2027-03-14")["id"]
run("entrants", "add", "--event", str(spring), *names[:6])
run("draw", "--event", str(spring), "--seed", "5")
play(spring, 9, lambda m: table_result(rng.choice([0, 1])))

# A season of club nights: 16 members, three nights of 10 games.
season = run("season", "create", "--name", "Winter 2026–27", "--start", "2026-09-01",
             "--games", "10")["id"]
members = names[:16]
run("season", "members", "add", "--season", str(season), "--roster-average", *members)
skills = {m: rng.uniform(85, 128) for m in members}
for date in ("2026-09-08", "2026-09-22", "2026-10-06"):
    run("season", "night", "add", "--season", str(season), "--date", date)
    for member in members:
        if rng.random() < 0.15:
            continue
        totals = [str(max(30, min(148, int(rng.gauss(skills[member], 9))))) for _ in range(10)]
        run("season", "games", "--season", str(season), "--night", date, "--member", member,
            *totals)

# A team league of table shuffleboard: six teams of four, 4 singles and 2 doubles.
league = run("season", "league", "create", "--name", "Lakeshore League", "--rules", "table",
             "--start", "2026-09-03", "--end", "2027-04-29", "--weekday", "thu",
             "--format", "4x1,2x2")["id"]
teams = ["Crown & Anchor", "Harbour Lights", "Lakeshore Legion", "The Rappe Schijf",
         "Vierde Vak", "Norwich Knights"]
rosters = {}
for t, team in enumerate(teams):
    rosters[team] = names[16 + (t * 4) % 24: 16 + (t * 4) % 24 + 4]
    run("season", "teams", "add", "--league", str(league), team,
        "--players", ",".join(rosters[team]))
run("season", "fixtures", "generate", "--league", str(league))
listing = run("season", "fixtures", "list", "--league", str(league))
fixtures = [f for division in listing["divisions"] for day in division["match_days"]
            for f in day["fixtures"]]
played = 0
for fixture in fixtures:
    if played >= 6 or not fixture.get("away"):
        continue
    home = rosters[fixture["home"]["name"]]
    away = rosters[fixture["away"]["name"]]
    sides = [([home[i]], [away[i]]) for i in range(4)] + [(home[:2], away[:2]), (home[2:], away[2:])]
    for game, (h, a) in enumerate(sides):
        # Doubles play to 21, as the rule text has it.
        result = table_result(rng.choice([0, 1]), 15 if len(h) == 1 else 21)
        run("season", "result", "--fixture", str(fixture["id"]), "--game", str(game),
            "--home", ",".join(h), "--away", ",".join(a), "--result", json.dumps(result))
    played += 1
