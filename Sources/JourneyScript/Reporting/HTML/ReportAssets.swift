/// The page's own styles and script, written into every report: nothing is loaded from
/// anywhere else.
enum ReportAssets {
    /// The whole script: the terminal and player, then the viewer.
    static var script: String {
        "(function(){\n\"use strict\";\n" + terminalScript + viewerScript + "\n})();"
    }

    /// The viewer: filters, search, keyboard navigation, the journey and its steps.
    static let viewerScript = #"""
        document.documentElement.classList.add("js");
        var data=JSON.parse(document.getElementById("journey-report-data").textContent);
        var store=data.store,list=document.getElementById("journey-list"),detail=document.getElementById("detail");
        var items=Array.prototype.slice.call(list.querySelectorAll("li.journey"));
        var state={filter:"all",query:"",journey:-1,run:0,step:-1};
        function el(tag,attrs,children){
          var node=document.createElement(tag);
          if(attrs)Object.keys(attrs).forEach(function(k){if(attrs[k]!=null)node.setAttribute(k,attrs[k]);});
          (children||[]).forEach(function(c){if(c!=null)node.appendChild(typeof c==="string"?document.createTextNode(c):c);});
          return node;
        }
        function fmt(us){if(us<1000)return us+" µs";if(us<1e6)return (us/1000).toFixed(1)+" ms";return (us/1e6).toFixed(1)+" s";}
        var MARK={passed:"✔",failed:"✘",interrupted:"■",skipped:"–",flaky:"≈"};
        var haystacks=data.journeys.map(function(j){
          var parts=[j.title,j.file||"",j.configuration||"",(j.shards||[]).join(" "),j.result];
          j.runs.forEach(function(r){r.trace.steps.forEach(function(s){parts.push(s.title);if(s.failure)parts.push(s.failure.message);});(r.trace.failures||[]).forEach(function(f){parts.push(f.message);});});
          return parts.join("\n").toLowerCase();
        });
        /* Filters and search. */
        var controls=document.getElementById("controls");
        var filters=["all","passed","failed","flaky","skipped"];
        if(data.counts.interrupted)filters.push("interrupted");
        var filterButtons={};
        var group=el("div",{role:"group","aria-label":"Show journeys by result"});
        filters.forEach(function(name){
          var count=name==="all"?data.journeys.length:data.counts[name];
          var b=el("button",{type:"button","class":"filter","aria-pressed":"false","data-filter":name},[name[0].toUpperCase()+name.slice(1)+" ("+count+")"]);
          b.addEventListener("click",function(){state.filter=name;apply();});
          filterButtons[name]=b;group.appendChild(b);
        });
        var search=el("input",{type:"search",id:"search",placeholder:"name, file, step or message","aria-describedby":"keys",autocomplete:"off"});
        search.addEventListener("input",function(){state.query=search.value;apply();});
        controls.appendChild(el("label",{"for":"search"},["Search journeys"]));
        controls.appendChild(search);
        controls.appendChild(group);
        controls.appendChild(el("p",{id:"keys","class":"keys"},["Keys: ",el("kbd",null,["/"])," search, ",el("kbd",null,["j"]),"/",el("kbd",null,["k"])," next/previous journey, ",el("kbd",null,["n"]),"/",el("kbd",null,["p"])," or ",el("kbd",null,["→"]),"/",el("kbd",null,["←"])," next/previous step, ",el("kbd",null,["f"])," the failing step"]));
        function matches(i){
          var j=data.journeys[i];
          if(state.filter!=="all"&&j.result!==state.filter)return false;
          var terms=state.query.toLowerCase().split(/\s+/).filter(Boolean);
          return terms.every(function(t){return haystacks[i].indexOf(t)>=0;});
        }
        function visible(){return items.filter(function(it){return !it.hidden;}).map(function(it){return Number(it.getAttribute("data-index"));});}
        function apply(){
          filters.forEach(function(name){filterButtons[name].setAttribute("aria-pressed",String(state.filter===name));});
          items.forEach(function(it,i){it.hidden=!matches(i);});
          document.getElementById("no-match").hidden=visible().length>0;
          writeHash();
        }
        /* Selection and the address: #journey=2&run=0&step=3&q=text&filter=failed. */
        function writeHash(){
          var parts=[];
          if(state.journey>=0){parts.push("journey="+state.journey);if(state.run)parts.push("run="+state.run);if(state.step>=0)parts.push("step="+state.step);}
          if(state.query)parts.push("q="+encodeURIComponent(state.query));
          if(state.filter!=="all")parts.push("filter="+state.filter);
          var hash=parts.length?"#"+parts.join("&"):"";
          if(location.hash!==hash){try{history.replaceState(null,"",hash||location.pathname);}catch(e){}}
        }
        function readHash(){
          var out={};
          location.hash.replace(/^#/,"").split("&").forEach(function(p){var kv=p.split("=");if(kv[0])out[kv[0]]=decodeURIComponent(kv.slice(1).join("="));});
          return out;
        }
        function failingStep(run){var steps=run.trace.steps;for(var i=steps.length-1;i>=0;i--)if(steps[i].result==="failed")return i;return -1;}
        function select(index,run,step,focus){
          if(index<0||index>=data.journeys.length)return;
          var journey=data.journeys[index];
          if(run==null||run<0||run>=journey.runs.length){run=0;for(var r=0;r<journey.runs.length;r++)if(journey.runs[r].trace.result==="failed"){run=r;break;}}
          var steps=journey.runs[run].trace.steps;
          if(step==null||step<0||step>=steps.length){step=failingStep(journey.runs[run]);if(step<0)step=steps.length?0:-1;}
          state.journey=index;state.run=run;state.step=step;
          items.forEach(function(it,i){it.classList.toggle("selected",i===index);var a=it.querySelector("a");if(i===index)a.setAttribute("aria-current","true");else a.removeAttribute("aria-current");});
          renderJourney();
          writeHash();
          if(focus)detail.focus();
        }
        /* One journey: its facts, failure, recording, runs, and step timeline. */
        function renderJourney(){
          var journey=data.journeys[state.journey],run=journey.runs[state.run],trace=run.trace;
          var meta=[];
          if(journey.file)meta.push(journey.file);
          if(trace.configuration)meta.push("config "+trace.configuration+(trace.configurationArguments?" ("+trace.configurationArguments.join(" ")+")":""));
          if(journey.shards)meta.push("shard "+journey.shards.join(", "));
          meta.push(fmt(journey.durationMicroseconds));
          var parts=[el("h2",{id:"journey-title"},[el("span",{"class":"badge "+journey.result},[journey.result])," ",journey.title]),el("p",{"class":"meta"},[meta.join(" · ")])];
          if(journey.runs.length>1){
            var tabs=el("div",{"class":"runs-tabs",role:"group","aria-label":"Runs"});
            journey.runs.forEach(function(r,i){
              var b=el("button",{type:"button","aria-pressed":String(i===state.run)},["Run "+(i+1)+" "+MARK[r.trace.result]]);
              b.addEventListener("click",function(){select(state.journey,i,-1,false);});tabs.appendChild(b);
            });
            parts.push(tabs);
          }
          var failed=failingStep(run);
          if(failed>=0){
            var s=trace.steps[failed];
            parts.push(el("div",{"class":"failure-box",role:"region","aria-label":"Failure"},[el("strong",null,["Failed at step "+(failed+1)+(s.source?" ("+(s.source.file||"")+":"+s.source.line+")":"")+": "]),el("code",null,[s.title]),el("pre",null,[s.failure?s.failure.message:""])]));
          }
          (trace.failures||[]).forEach(function(f){
            parts.push(el("div",{"class":"failure-box",role:"region","aria-label":"Failure"},[el("strong",null,[(f.location?(f.location.file||"")+":"+f.location.line+": ":"")+f.kind]),el("pre",null,[f.message])]));
          });
          (trace.warnings||[]).forEach(function(w){parts.push(el("p",{"class":"muted"},["⚠ "+w]));});
          if(trace.recording){
            var player=new Player(drawings.recordings[state.journey+"."+state.run],"Recording of "+journey.title);
            parts.push(el("section",{"aria-label":"Recording"},[el("h3",null,["Recording"]),player.root]));
          }
          var timeline=el("ol",{"class":"timeline",role:"listbox","aria-label":"Steps",tabindex:"0",id:"timeline"});
          var longest=Math.max.apply(null,[1].concat(trace.steps.map(function(s){return s.durationMicroseconds;})));
          trace.steps.forEach(function(s,i){
            var li=el("li",{role:"option",id:"step-"+i,"class":s.result,"aria-selected":String(i===state.step),"data-step":String(i)},[
              el("span",{"class":"mark "+s.result,"aria-label":s.result},[MARK[s.result]||"?"]),
              el("span",{"class":"line"},[s.source?"line "+s.source.line:""]),
              el("span",{"class":"title"},[s.title]),
              el("span",{"class":"dur"},[fmt(s.durationMicroseconds)]),
              el("span",{"class":"bar-box","aria-hidden":"true"},[el("div",{"class":"bar",style:"width:"+Math.max(2,Math.round(90*s.durationMicroseconds/longest))+"px"})])
            ]);
            li.addEventListener("click",function(){selectStep(i);});
            timeline.appendChild(li);
          });
          timeline.addEventListener("keydown",function(e){
            if(e.key==="ArrowDown"){selectStep(state.step+1);e.preventDefault();e.stopPropagation();}
            else if(e.key==="ArrowUp"){selectStep(state.step-1);e.preventDefault();e.stopPropagation();}
          });
          if(state.step>=0)timeline.setAttribute("aria-activedescendant","step-"+state.step);
          parts.push(el("h3",null,["Steps ("+trace.steps.length+")"]));
          parts.push(timeline);
          if(trace.notRun&&trace.notRun.length)parts.push(el("p",{"class":"muted"},[trace.notRun.length+" more step"+(trace.notRun.length===1?"":"s")+" not run: "+trace.notRun.map(function(n){return "line "+n.line;}).join(", ")]));
          parts.push(el("div",{id:"step-detail"}));
          detail.replaceChildren.apply(detail,parts);
          renderStep();
        }
        function selectStep(i){
          var steps=data.journeys[state.journey].runs[state.run].trace.steps;
          if(i<0||i>=steps.length)return;
          state.step=i;
          Array.prototype.forEach.call(document.querySelectorAll("#timeline li"),function(li,k){li.setAttribute("aria-selected",String(k===i));});
          var timeline=document.getElementById("timeline");timeline.setAttribute("aria-activedescendant","step-"+i);
          var li=document.getElementById("step-"+i);if(li&&li.scrollIntoView)li.scrollIntoView({block:"nearest"});
          renderStep();writeHash();
        }
        /* One step: its line, failure, screens, trees with their changes, work, clock and log. */
        function renderStep(){
          var box=document.getElementById("step-detail");if(!box)return;
          var journey=data.journeys[state.journey],run=journey.runs[state.run],trace=run.trace,s=trace.steps[state.step];
          if(!s){box.replaceChildren(el("p",{"class":"muted"},["This journey has no steps."]));return;}
          var parts=[el("h3",{id:"step-heading"},["Step "+(state.step+1)+": "+s.title+" ("+fmt(s.durationMicroseconds)+")"])];
          if(s.source)parts.push(el("pre",{"class":"source","aria-label":"Source line"},[(s.source.file||"")+":"+s.source.line+(s.source.text?"\n"+s.source.text:"")]));
          if(s.failure){
            var f=[el("strong",null,[s.failure.kind]),el("pre",{"class":"step-failure-message"},[s.failure.message])];
            if(s.failure.logTail&&s.failure.logTail.length)f.push(el("details",null,[el("summary",null,["The app's last log lines"]),el("pre",null,[s.failure.logTail.join("\n")])]));
            parts.push(el("div",{"class":"failure-box",role:"region","aria-label":"Why the step failed"},f));
          }
          function screen(moment,label){
            var key=moment&&moment.screen;
            if(!key||drawings.stored[key]==null)return el("p",{"class":"muted"},["No screen."]);
            return drawScreen(drawings.stored[key],label);
          }
          parts.push(el("h3",null,["Screen"]));
          parts.push(el("div",{"class":"panes"},[
            el("figure",{"class":"screen-before"},[el("figcaption",null,["Before"]),screen(s.before,"Screen before step "+(state.step+1))]),
            el("figure",{"class":"screen-after"},[el("figcaption",null,["After"]),screen(s.after,"Screen after step "+(state.step+1))])
          ]));
          var changes=run.changes[state.step]||[];
          var beforeTree=s.before&&s.before.tree&&store.trees[s.before.tree],afterTree=s.after&&s.after.tree&&store.trees[s.after.tree];
          if(beforeTree||afterTree){
            parts.push(el("h3",null,["Element tree"]));
            var changeList=changes.length?el("ul",{"class":"changes","aria-label":"Changes"},changes.map(function(c){
              var text=c.kind==="added"?"+ "+c.now:c.kind==="removed"?"- "+c.was:"~ "+c.was+"  →  "+c.now+" ("+(c.fields||[]).join(", ")+")";
              return el("li",{"class":c.kind},[text]);
            })):el("p",{"class":"muted"},["No changes."]);
            parts.push(changeList);
            var marksBefore={},marksAfter={};
            changes.forEach(function(c){
              if(c.before)marksBefore[c.before.join(".")]=c;
              if(c.after)marksAfter[c.after.join(".")]=c;
            });
            parts.push(el("div",{"class":"panes"},[
              el("figure",{"class":"tree-before"},[el("figcaption",null,["Before"]),tree(beforeTree,marksBefore,"Element tree before")]),
              el("figure",{"class":"tree-after"},[el("figcaption",null,["After"]),tree(afterTree,marksAfter,"Element tree after")])
            ]));
          }
          var work=[];
          function pending(label,m){if(m&&m.pending&&m.pending.length)work.push(label+": "+m.pending.map(function(p){return p.name+" ("+p.milliseconds+" ms left)";}).join(", ")+(m.virtualClock?" on the virtual clock":""));}
          pending("Busy before",s.before);
          (s.events||[]).forEach(function(e){
            if(e.kind==="clock")work.push("Virtual clock +"+e.milliseconds+" ms"+(e.automatic?" (a wait fast-forwarded it)":""));
            else work.push((e.kind==="started"?"Started ":"Finished ")+e.work+(e.kind==="started"&&e.milliseconds!=null?" ("+e.milliseconds+" ms)":""));
          });
          pending("Busy after",s.after);
          parts.push(el("h3",null,["Work, network and clock"]));
          parts.push(work.length?el("pre",{"class":"events"},[work.join("\n")]):el("p",{"class":"muted"},["Nothing pending; the clock did not move."]));
          parts.push(el("h3",null,["App log"]));
          parts.push(s.log&&s.log.length?el("pre",{"class":"log"},[s.log.join("\n")]):el("p",{"class":"muted"},["The app wrote nothing during this step."]));
          box.replaceChildren.apply(box,parts);
        }
        /* A tree, one element a line, the changed ones marked by +, - or ~ and a colour. */
        function tree(root,marks,label){
          if(!root)return el("p",{"class":"muted"},["No tree."]);
          var pre=el("pre",{"class":"tree","aria-label":label,tabindex:"0"});
          function line(n){
            var parts=[n.t];
            if(n.l)parts.push(JSON.stringify(n.l));
            if(n.i)parts.push("#"+n.i);
            if(n.v!=null)parts.push("value: "+JSON.stringify(n.v));
            if(n.p!=null)parts.push("placeholder: "+JSON.stringify(n.p));
            var flags=[];if(n.d)flags.push("disabled");if(n.s)flags.push("selected");if(n.f)flags.push("focused");
            if(flags.length)parts.push("["+flags.join(", ")+"]");
            return parts.join(" ");
          }
          function walk(n,path,depth){
            var key=path.join("."),mark=marks[key];
            var span=el("span",{"class":"node"+(mark?" "+mark.kind:""),"data-path":key});
            if(mark){span.appendChild(el("span",{"class":"tag"},[mark.kind==="added"?"+ ":mark.kind==="removed"?"- ":"~ "]));if(mark.fields)span.setAttribute("title","changed: "+mark.fields.join(", "));}
            else span.appendChild(document.createTextNode("  "));
            span.appendChild(document.createTextNode(new Array(depth+1).join("  ")+line(n)));
            pre.appendChild(span);
            (n.c||[]).forEach(function(c,i){walk(c,path.concat([i]),depth+1);});
          }
          walk(root,[],0);
          return pre;
        }
        /* Keys. */
        function moveJourney(delta){
          var shown=visible();if(!shown.length)return;
          var at=shown.indexOf(state.journey);
          var next=at<0?(delta>0?shown[0]:shown[shown.length-1]):shown[Math.max(0,Math.min(shown.length-1,at+delta))];
          select(next,-1,-1,false);
          var a=items[next].querySelector("a");if(a)a.focus();
        }
        document.addEventListener("keydown",function(e){
          if(e.altKey||e.ctrlKey||e.metaKey)return;
          var typing=e.target&&(e.target.tagName==="INPUT"||e.target.tagName==="TEXTAREA"||e.target.tagName==="SELECT");
          if(typing){if(e.key==="Escape"){e.target.blur();}return;}
          var steps=state.journey>=0?data.journeys[state.journey].runs[state.run].trace.steps:[];
          if(e.key==="/"){search.focus();e.preventDefault();}
          else if(e.key==="j"){moveJourney(1);e.preventDefault();}
          else if(e.key==="k"){moveJourney(-1);e.preventDefault();}
          else if(e.key==="n"||e.key==="ArrowRight"){if(state.step+1<steps.length)selectStep(state.step+1);e.preventDefault();}
          else if(e.key==="p"||e.key==="ArrowLeft"){if(state.step>0)selectStep(state.step-1);e.preventDefault();}
          else if(e.key==="f"&&state.journey>=0){var f=failingStep(data.journeys[state.journey].runs[state.run]);if(f>=0)selectStep(f);}
          else if((e.key==="ArrowDown"||e.key==="ArrowUp")&&e.target&&e.target.closest&&e.target.closest("#journey-list")){moveJourney(e.key==="ArrowDown"?1:-1);e.preventDefault();}
        });
        function fromHash(){
          var h=readHash();
          if(h.q!=null){state.query=h.q;search.value=h.q;}
          if(h.filter&&filters.indexOf(h.filter)>=0)state.filter=h.filter;
          apply();
          if(h.journey!=null&&h.journey!==""){select(Number(h.journey),h.run!=null?Number(h.run):-1,h.step!=null?Number(h.step):-1,false);return true;}
          return false;
        }
        window.addEventListener("hashchange",fromHash);
        if(!fromHash()){
          var first=-1;
          for(var i=0;i<data.journeys.length;i++){if(data.journeys[i].result==="failed"){first=i;break;}}
          if(first<0)for(var k=0;k<data.journeys.length;k++){if(data.journeys[k].result==="flaky"){first=k;break;}}
          if(first<0&&data.journeys.length)first=0;
          if(first>=0){select(first,-1,-1,false);}
        }
        """#
}
